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
    NEW: s('ui.status.order.new', 'info'),
    PENDING: s('ui.status.order.pending', 'pending'),
    PROCESSING: s('ui.status.order.processing', 'pending'),
    COMPLETE: s('ui.status.order.complete', 'success'),
    CANCELED: s('ui.status.order.canceled', 'neutral'),
    ERROR: s('ui.status.order.error', 'danger'),
    FAILED: s('ui.status.order.failed', 'danger'),
  },
  card: {
    ACTIVE: s('ui.status.card.active', 'success'),
    FROZEN: s('ui.status.card.frozen', 'info'),
    BLOCKED: s('ui.status.card.blocked', 'danger'),
    INACTIVE: s('ui.status.card.inactive', 'neutral'),
    CANCELED: s('ui.status.card.canceled', 'neutral'),
    CLOSED: s('ui.status.card.closed', 'neutral'),
  },
  'card-tx': {
    APPROVED: s('ui.status.cardTx.approved', 'success'),
    CLEARED: s('ui.status.cardTx.cleared', 'success'),
    COMPLETED: s('ui.status.cardTx.completed', 'success'),
    PENDING: s('ui.status.cardTx.pending', 'pending'),
    EXPIRED: s('ui.status.cardTx.expired', 'neutral'),
    CANCELLED: s('ui.status.cardTx.canceled', 'neutral'),
    CANCELED: s('ui.status.cardTx.canceled', 'neutral'),
    REVERSED: s('ui.status.cardTx.reversed', 'info'),
    DECLINED: s('ui.status.cardTx.declined', 'danger'),
    FAILED: s('ui.status.cardTx.failed', 'danger'),
  },
  kyc: {
    APPROVED: s('ui.status.kyc.approved', 'success'),
    PENDING: s('ui.status.kyc.pending', 'pending'),
    WAITING_ON_REVIEW: s('ui.status.kyc.waitingOnReview', 'pending'),
    WAITING_ON_UBOS: s('ui.status.kyc.waitingOnUbos', 'pending'),
    HOLD: s('ui.status.kyc.hold', 'warning'),
    SOFT_REJECT: s('ui.status.kyc.softReject', 'warning'),
    DECLINED: s('ui.status.kyc.declined', 'danger'),
    REJECT: s('ui.status.kyc.reject', 'danger'),
    DOUBLE: s('ui.status.kyc.double', 'danger'),
    UNVERIFIED: s('ui.status.kyc.unverified', 'neutral'),
  },
  'sub-account': {
    ACTIVE: s('ui.status.subAccount.active', 'success'),
    BLOCKED: s('ui.status.subAccount.blocked', 'danger'),
    INACTIVE: s('ui.status.subAccount.inactive', 'neutral'),
    CANCELED: s('ui.status.subAccount.canceled', 'neutral'),
  },
  program: {
    ACTIVE: s('ui.status.program.active', 'success'),
    ARCHIVED: s('ui.status.program.archived', 'neutral'),
  },
  otp: {
    PENDING: s('ui.status.otp.pending', 'pending'),
    APPROVED: s('ui.status.otp.approved', 'success'),
    DENIED: s('ui.status.otp.denied', 'danger'),
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
