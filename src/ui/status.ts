/**
 * Human labels and tones for every platform status (API.md §2). Unknown strings — the platform may
 * add values — get a readable label from the raw value and a neutral tone.
 *
 * One table per kind of status, passed to `statusInfo`/`StatusChip`. Here only the kinds home
 * shows (wallet transactions, and KYC on a new user's first run); a feature's own kinds live in
 * the feature (cards/labels.ts, orders/order-labels.ts, wallets/program-statuses.ts), so that
 * home's chunk, where this module lands, does not carry every status the app knows.
 */
import { type MessageKey, t } from '../i18n';

export type StatusTone = 'success' | 'pending' | 'warning' | 'danger' | 'info' | 'neutral';

export interface StatusInfo {
  label: string;
  tone: StatusTone;
}

/**
 * A status value → its label's catalogue key (read when a chip renders: the language may change
 * meanwhile) and its tone. Plain literals, so that an unused table is dropped from the bundle.
 */
export type StatusTable = Readonly<Record<string, readonly [key: MessageKey, tone: StatusTone]>>;

export const walletTxStatuses: StatusTable = {
  complete: ['common.status.walletTx.complete', 'success'],
  pending: ['common.status.walletTx.pending', 'pending'],
  processing: ['common.status.walletTx.processing', 'pending'],
  new: ['common.status.walletTx.new', 'info'],
  canceled: ['common.status.walletTx.canceled', 'neutral'],
  failed: ['common.status.walletTx.failed', 'danger'],
};

export const kycStatuses: StatusTable = {
  APPROVED: ['ui.status.kyc.approved', 'success'],
  PENDING: ['ui.status.kyc.pending', 'pending'],
  WAITING_ON_REVIEW: ['ui.status.kyc.waitingOnReview', 'pending'],
  WAITING_ON_UBOS: ['ui.status.kyc.waitingOnUbos', 'pending'],
  HOLD: ['ui.status.kyc.hold', 'warning'],
  SOFT_REJECT: ['ui.status.kyc.softReject', 'warning'],
  DECLINED: ['ui.status.kyc.declined', 'danger'],
  REJECT: ['ui.status.kyc.reject', 'danger'],
  DOUBLE: ['ui.status.kyc.double', 'danger'],
  UNVERIFIED: ['ui.status.kyc.unverified', 'neutral'],
};

export const otpStatuses: StatusTable = {
  PENDING: ['ui.status.otp.pending', 'pending'],
  APPROVED: ['ui.status.otp.approved', 'success'],
  DENIED: ['ui.status.otp.denied', 'danger'],
};

/**
 * `WAITING_ON_SOMETHING` → `Waiting on something`: a status the platform added after this app
 * was written, shown as the platform names it (there is no translation for it yet).
 */
export function humanizeStatus(raw: string): string {
  const words = raw.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t('common.status.unknown');
}

export function statusInfo(table: StatusTable, status: string | null | undefined): StatusInfo {
  if (!status) return { label: t('common.status.unknown'), tone: 'neutral' };
  // Wallet statuses are lower case and the others upper case; tolerate either.
  const known = table[status] ?? table[status.toUpperCase()] ?? table[status.toLowerCase()];
  return known ? { label: t(known[0]), tone: known[1] } : { label: humanizeStatus(status), tone: 'neutral' };
}
