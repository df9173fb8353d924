/**
 * Human labels and tones for every platform status (API.md §2). Unknown strings — the platform may
 * add values — get a readable label from the raw value and a neutral tone.
 */
import { type MessageKey, t } from '../i18n';

export type StatusTone = 'success' | 'pending' | 'warning' | 'danger' | 'info' | 'neutral';

export type StatusKind =
  | 'wallet-tx'
  | 'order'
  | 'card'
  | 'card-tx'
  | 'kyc'
  | 'sub-account'
  | 'program'
  | 'otp';

export interface StatusInfo {
  label: string;
  tone: StatusTone;
}

interface Known {
  key: MessageKey;
  tone: StatusTone;
}

type Table = Record<string, Known>;
const s = (key: MessageKey, tone: StatusTone): Known => ({ key, tone });

/** Labels are catalogue keys, read when a chip renders (the language may change meanwhile). */
const TABLES: Record<StatusKind, Table> = {
  'wallet-tx': {
    complete: s('common.status.walletTx.complete', 'success'),
    pending: s('common.status.walletTx.pending', 'pending'),
    processing: s('common.status.walletTx.processing', 'pending'),
    new: s('common.status.walletTx.new', 'info'),
    canceled: s('common.status.walletTx.canceled', 'neutral'),
    failed: s('common.status.walletTx.failed', 'danger'),
  },
  order: {
    NEW: s('common.status.order.new', 'info'),
    PENDING: s('common.status.order.pending', 'pending'),
    PROCESSING: s('common.status.order.processing', 'pending'),
    COMPLETE: s('common.status.order.complete', 'success'),
    CANCELED: s('common.status.order.canceled', 'neutral'),
    ERROR: s('common.status.order.error', 'danger'),
    FAILED: s('common.status.order.failed', 'danger'),
  },
  card: {
    ACTIVE: s('common.status.card.active', 'success'),
    FROZEN: s('common.status.card.frozen', 'info'),
    BLOCKED: s('common.status.card.blocked', 'danger'),
    INACTIVE: s('common.status.card.inactive', 'neutral'),
    CANCELED: s('common.status.card.canceled', 'neutral'),
    CLOSED: s('common.status.card.closed', 'neutral'),
  },
  'card-tx': {
    APPROVED: s('common.status.cardTx.approved', 'success'),
    CLEARED: s('common.status.cardTx.cleared', 'success'),
    COMPLETED: s('common.status.cardTx.completed', 'success'),
    PENDING: s('common.status.cardTx.pending', 'pending'),
    EXPIRED: s('common.status.cardTx.expired', 'neutral'),
    CANCELLED: s('common.status.cardTx.canceled', 'neutral'),
    CANCELED: s('common.status.cardTx.canceled', 'neutral'),
    REVERSED: s('common.status.cardTx.reversed', 'info'),
    DECLINED: s('common.status.cardTx.declined', 'danger'),
    FAILED: s('common.status.cardTx.failed', 'danger'),
  },
  kyc: {
    APPROVED: s('common.status.kyc.approved', 'success'),
    PENDING: s('common.status.kyc.pending', 'pending'),
    WAITING_ON_REVIEW: s('common.status.kyc.waitingOnReview', 'pending'),
    WAITING_ON_UBOS: s('common.status.kyc.waitingOnUbos', 'pending'),
    HOLD: s('common.status.kyc.hold', 'warning'),
    SOFT_REJECT: s('common.status.kyc.softReject', 'warning'),
    DECLINED: s('common.status.kyc.declined', 'danger'),
    REJECT: s('common.status.kyc.reject', 'danger'),
    DOUBLE: s('common.status.kyc.double', 'danger'),
    UNVERIFIED: s('common.status.kyc.unverified', 'neutral'),
  },
  'sub-account': {
    ACTIVE: s('common.status.subAccount.active', 'success'),
    BLOCKED: s('common.status.subAccount.blocked', 'danger'),
    INACTIVE: s('common.status.subAccount.inactive', 'neutral'),
    CANCELED: s('common.status.subAccount.canceled', 'neutral'),
  },
  program: {
    ACTIVE: s('common.status.program.active', 'success'),
    ARCHIVED: s('common.status.program.archived', 'neutral'),
  },
  otp: {
    PENDING: s('common.status.otp.pending', 'pending'),
    APPROVED: s('common.status.otp.approved', 'success'),
    DENIED: s('common.status.otp.denied', 'danger'),
  },
};

/**
 * `WAITING_ON_SOMETHING` → `Waiting on something`: a status the platform added after this app
 * was written, shown as the platform names it (there is no translation for it yet).
 */
export function humanizeStatus(raw: string): string {
  const words = raw.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : t('common.status.unknown');
}

export function statusInfo(kind: StatusKind, status: string | null | undefined): StatusInfo {
  if (!status) return { label: t('common.status.unknown'), tone: 'neutral' };
  const table = TABLES[kind];
  // Wallet statuses are lower case and the others upper case; tolerate either.
  const known = table[status] ?? table[status.toUpperCase()] ?? table[status.toLowerCase()];
  return known
    ? { label: t(known.key), tone: known.tone }
    : { label: humanizeStatus(status), tone: 'neutral' };
}

/** The statuses a kind knows, e.g. for filter chips. */
export function knownStatuses(kind: StatusKind): string[] {
  return Object.keys(TABLES[kind]);
}
