/**
 * Pure helpers for showing wallet transactions: direction, labels,
 * grouping by day, explorer links and the live-status back-off. No React here, so it is unit-tested.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { dayKey, formatDay, formatTime } from '../../lib/format';

export type Direction = 'in' | 'out';

/** The wire amount is a magnitude; the type says which way the money went. */
export function directionOf(tx: Pick<WalletTransaction, 'type' | 'amount'>): Direction {
  if (tx.type.startsWith('withdrawal')) return 'out';
  if (tx.type.startsWith('deposit')) return 'in';
  // Unknown types: trust a negative amount if the platform ever sends one.
  return String(tx.amount).trim().startsWith('-') ? 'out' : 'in';
}

/** Still moving: the screen keeps polling these. */
export function isLive(status: string): boolean {
  return status === 'new' || status === 'pending' || status === 'processing';
}

/** "DEPOSIT_CRYPTO_EXTERNAL" → "Deposit crypto external". */
export function humanize(value: string | null | undefined): string {
  if (!value) return '—';
  const text = value.replace(/_/g, ' ').toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const METHOD_LABELS: Record<string, string> = {
  p2p: 'P2P',
  crypto: 'Crypto',
  bank_transfer: 'Bank transfer',
  exchange: 'Exchange',
  sbp: 'SBP',
  internal_fiat: 'Internal transfer',
};

export const methodLabel = (method: string | null | undefined) =>
  method ? (METHOD_LABELS[method] ?? humanize(method)) : '—';

/** A short title for a row: what happened, in words. */
export function transactionTitle(
  tx: Pick<WalletTransaction, 'type' | 'method' | 'record_type' | 'currency'>,
) {
  const symbol = tx.currency.meta.symbol;
  const out = directionOf({ type: tx.type, amount: '0' }) === 'out';
  if (tx.method === 'exchange' || tx.record_type?.includes('EXCHANGE')) return `Exchange ${symbol}`;
  if (tx.record_type === 'FEE' || tx.record_type === 'NETWORK_FEE') return 'Fee';
  if (tx.record_type === 'REFUND') return `Refund ${symbol}`;
  if (tx.record_type === 'REFERRAL_INCOME') return 'Referral reward';
  if (tx.record_type?.includes('CARD')) return out ? 'To card' : 'From card';
  return `${out ? 'Sent' : 'Received'} ${symbol}`;
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Consecutive items of the same local day, in the order given (newest first from the API). */
export function groupByDay<T extends { created_at: string }>(
  items: T[],
  now: Date = new Date(),
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.created_at);
    const last = groups[groups.length - 1];
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: formatDay(item.created_at, now), items: [item] });
  }
  return groups;
}

/** Public block explorers by chain id (the platform sends no explorer URL). */
const EXPLORERS: Record<number, string> = {
  1: 'https://etherscan.io/tx/',
  56: 'https://bscscan.com/tx/',
  137: 'https://polygonscan.com/tx/',
  8332: 'https://mempool.space/tx/',
  728126428: 'https://tronscan.org/#/transaction/',
  101: 'https://solscan.io/tx/',
  144: 'https://xrpscan.com/tx/',
};

export function explorerUrl(
  chainId: number | null | undefined,
  hash: string | null | undefined,
): string | null {
  if (!hash || chainId === null || chainId === undefined) return null;
  const base = EXPLORERS[chainId];
  return base ? `${base}${encodeURIComponent(hash)}` : null;
}

/**
 * Live-status polling delay: quick at first (a deposit moves in seconds), slower the longer
 * nothing changes, never slower than `max`. `attempt` counts polls since the last change.
 */
export function backoffDelay(attempt: number, base = 1500, max = 10_000): number {
  return Math.min(max, Math.round(base * 1.5 ** Math.max(0, attempt)));
}

/**
 * When, short enough to share a row with the method: "Today, 09:00", "Yesterday, 17:07",
 * "20 Nov, 17:07" this year, "20 Nov 2025, 17:07" before.
 */
export function shortWhen(createdAt: string, now: Date = new Date()): string {
  const day = formatDay(createdAt, now);
  const year = ` ${now.getFullYear()}`;
  return `${day.endsWith(year) ? day.slice(0, -year.length) : day}, ${formatTime(createdAt)}`;
}
