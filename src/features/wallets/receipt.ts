/**
 * "Share receipt" and "Get help" of the transaction screen. A receipt is plain text in the
 * screen's words; help opens the tenant's Telegram bot (where support answers) with the
 * reference to quote, or copies that reference when no bot is configured.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { copyText } from '../../lib/clipboard';
import { formatCurrencyAmount, formatDateTime } from '../../lib/format';
import { openExternal } from '../../lib/platform';
import { statusInfo } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { directionOf, methodLabel, transactionTitle } from './tx-display';

export function receiptText(t: WalletTransaction): string {
  const sign = directionOf(t) === 'out' ? '−' : '+';
  const lines = [
    transactionTitle(t),
    `${sign}${formatCurrencyAmount(String(t.amount).replace(/^-/, ''), t.currency)}`,
    `Status: ${statusInfo('wallet-tx', t.status).label}`,
    `Date: ${formatDateTime(t.created_at)}`,
    methodLabel(t.method) ? `Method: ${methodLabel(t.method)}` : null,
    t.currency.is_crypto && t.currency.meta.chain_name ? `Network: ${t.currency.meta.chain_name}` : null,
    t.to ? `To: ${t.to}` : null,
    t.meta?.transaction_hash || t.txid ? `Transaction hash: ${t.meta?.transaction_hash || t.txid}` : null,
  ];
  return lines.filter(Boolean).join('\n');
}

export async function shareReceipt(t: WalletTransaction): Promise<void> {
  const text = receiptText(t);
  try {
    if (navigator.share) {
      await navigator.share({ title: transactionTitle(t), text });
      return;
    }
  } catch {
    // Dismissed or refused: fall back to the clipboard below.
  }
  const copied = await copyText(text);
  showToast(copied ? 'Receipt copied' : "Couldn't copy the receipt", { tone: copied ? 'success' : 'error' });
}

/** The reference support needs to find this movement. */
const reference = (t: WalletTransaction) => t.meta?.order_id ?? `${t.id}`;

export async function getHelp(t: WalletTransaction, botName: string | null): Promise<void> {
  const ref = reference(t);
  const copied = await copyText(`Transaction reference: ${ref}`);
  if (botName) {
    openExternal(`https://t.me/${encodeURIComponent(botName)}`);
    if (copied) showToast('Reference copied: paste it in the chat with support');
    return;
  }
  showToast(copied ? 'Reference copied: quote it when you contact support' : `Reference: ${ref}`);
}
