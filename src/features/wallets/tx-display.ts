/**
 * Pure helpers for showing wallet transactions: direction, labels,
 * grouping by day, explorer links and the live-status back-off. No React here, so it is unit-tested.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { type MessageKey, t } from '../../i18n';
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

/** What kind of movement a row is, for its icon and words (never the raw record type). */
export type TxKind = 'in' | 'out' | 'exchange' | 'fee' | 'refund' | 'card' | 'reward';

export function kindOf(tx: Pick<WalletTransaction, 'type' | 'method' | 'record_type'>): TxKind {
  const record = tx.record_type ?? '';
  if (tx.method === 'exchange' || record.includes('EXCHANGE')) return 'exchange';
  if (record === 'FEE' || record === 'NETWORK_FEE') return 'fee';
  if (record.includes('REFUND')) return 'refund';
  if (record === 'REFERRAL_INCOME') return 'reward';
  if (record.includes('CARD')) return 'card';
  return directionOf({ type: tx.type, amount: '0' });
}

const METHOD_LABELS: Record<string, MessageKey> = {
  p2p: 'home.tx.method.p2p',
  crypto: 'home.tx.method.crypto',
  bank_transfer: 'home.tx.method.bankTransfer',
  exchange: 'home.tx.method.exchange',
  sbp: 'home.tx.method.sbp',
  internal_fiat: 'home.tx.method.internalFiat',
};

/** The method in words; '' when the platform did not say (no dash, no raw code on screen). */
export function methodLabel(method: string | null | undefined): string {
  const key = method ? METHOD_LABELS[method] : undefined;
  return key ? t(key) : '';
}

/** A short title for a row: what happened, in words. */
export function transactionTitle(
  tx: Pick<WalletTransaction, 'type' | 'method' | 'record_type' | 'currency'>,
) {
  // No currency here: the amount beside the title already names it (never the ticker twice).
  const out = directionOf({ type: tx.type, amount: '0' }) === 'out';
  switch (kindOf(tx)) {
    case 'exchange':
      return t(out ? 'home.tx.title.exchanged' : 'home.tx.title.exchange');
    case 'fee':
      return t(tx.record_type === 'NETWORK_FEE' ? 'home.tx.title.networkFee' : 'home.tx.title.fee');
    case 'refund':
      return t('home.tx.title.refund');
    case 'reward':
      return t('home.tx.title.referralReward');
    case 'card':
      return t(out ? 'home.tx.title.cardTopUp' : 'home.tx.title.fromCard');
    default:
      return t(out ? 'home.tx.title.sent' : 'home.tx.title.received');
  }
}

/** One history line: a single transaction, or both legs of one exchange shown as one. */
export type HistoryItem<T extends WalletTransaction = WalletTransaction> =
  | { key: string; tx: T; exchange?: undefined }
  | { key: string; tx: T; exchange: { out: T; in: T } };

const orderOf = (tx: WalletTransaction) => tx.meta?.order_id ?? null;

/** Two legs belong to one exchange: adjacent, opposite ways, same order (or the same minute). */
function sameExchange(a: WalletTransaction, b: WalletTransaction): boolean {
  if (kindOf(a) !== 'exchange' || kindOf(b) !== 'exchange') return false;
  if (directionOf(a) === directionOf(b)) return false;
  const oa = orderOf(a);
  const ob = orderOf(b);
  if (oa && ob) return oa === ob;
  return Math.abs(Date.parse(a.created_at) - Date.parse(b.created_at)) <= 60_000;
}

/**
 * The platform books an exchange as two transactions (the currency out, the currency in): the
 * history shows them as one line "BTC → ETH". `tx` of a pair is the incoming leg (its detail).
 */
export function pairExchanges<T extends WalletTransaction>(items: readonly T[]): HistoryItem<T>[] {
  const out: HistoryItem<T>[] = [];
  for (let i = 0; i < items.length; i++) {
    const a = items[i]!;
    const b = items[i + 1];
    if (b && sameExchange(a, b)) {
      const [from, to] = directionOf(a) === 'out' ? [a, b] : [b, a];
      out.push({ key: `x${from.id}-${to.id}`, tx: to, exchange: { out: from, in: to } });
      i++;
    } else out.push({ key: String(a.id), tx: a });
  }
  return out;
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
  return t('home.tx.when', {
    day: day.endsWith(year) ? day.slice(0, -year.length) : day,
    time: formatTime(createdAt),
  });
}
