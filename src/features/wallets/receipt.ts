/**
 * "Share receipt" and "Get help" of the transaction screen. A receipt is plain text in the
 * screen's words; help opens the tenant's Telegram bot (where support answers) with the
 * reference to quote, or copies that reference when no bot is configured.
 */
import type { WalletTransaction } from '../../api/types/wallets';
import { t } from '../../i18n';
import { copyText } from '../../lib/clipboard';
import { formatCurrencyAmount, formatDateTime } from '../../lib/format';
import { openExternal } from '../../lib/platform';
import { statusInfo, walletTxStatuses } from '../../ui/status';
import { showToast } from '../../ui/toast';
import { directionOf, methodLabel, transactionTitle } from './tx-display';
import type { Party } from './tx-parties';

/** `side`: who it was with (tx-parties.ts), never the platform's raw `from`/`to` (maybe a UUID). */
export function receiptText(tx: WalletTransaction, side: Party | null = null): string {
  // A receipt carries an address whole: whoever reads it may have to check every character.
  const sideText = side?.text ?? null;
  const out = directionOf(tx) === 'out';
  const sign = out ? '−' : '+';
  const method = methodLabel(tx.method);
  const hash = tx.meta?.transaction_hash || tx.txid;
  const lines = [
    transactionTitle(tx),
    `${sign}${formatCurrencyAmount(String(tx.amount).replace(/^-/, ''), tx.currency)}`,
    t('wallets.receipt.status', { status: statusInfo(walletTxStatuses, tx.status).label }),
    t('wallets.receipt.date', { date: formatDateTime(tx.created_at) }),
    method ? t('wallets.receipt.method', { method }) : null,
    tx.currency.is_crypto && tx.currency.meta.chain_name
      ? t('wallets.receipt.network', { network: tx.currency.meta.chain_name })
      : null,
    sideText
      ? out
        ? t('wallets.receipt.to', { to: sideText })
        : t('wallets.receipt.from', { from: sideText })
      : null,
    hash ? t('wallets.receipt.hash', { hash }) : null,
  ];
  return lines.filter(Boolean).join('\n');
}

export async function shareReceipt(tx: WalletTransaction, side: Party | null = null): Promise<void> {
  const text = receiptText(tx, side);
  try {
    if (navigator.share) {
      await navigator.share({ title: transactionTitle(tx), text });
      return;
    }
  } catch {
    // Dismissed or refused: fall back to the clipboard below.
  }
  const copied = await copyText(text);
  showToast(t(copied ? 'wallets.receipt.copied' : 'wallets.receipt.copyFailed'), {
    tone: copied ? 'success' : 'error',
  });
}

/** The reference support needs to find this movement. */
const referenceOf = (tx: WalletTransaction) => tx.meta?.order_id ?? `${tx.id}`;

export async function getHelp(tx: WalletTransaction, botName: string | null): Promise<void> {
  const reference = referenceOf(tx);
  const copied = await copyText(t('wallets.help.referenceText', { reference }));
  if (botName) {
    openExternal(`https://t.me/${encodeURIComponent(botName)}`);
    if (copied) showToast(t('wallets.help.copiedForChat'));
    return;
  }
  showToast(copied ? t('wallets.help.copiedToQuote') : t('wallets.help.reference', { reference }));
}
