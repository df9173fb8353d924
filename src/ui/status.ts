/**
 * Human labels and tones for every platform status (API.md §2). Unknown strings — the platform may
 * add values — get a readable label from the raw value and a neutral tone.
 */
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

type Table = Record<string, StatusInfo>;
const s = (label: string, tone: StatusTone): StatusInfo => ({ label, tone });

const TABLES: Record<StatusKind, Table> = {
  'wallet-tx': {
    complete: s('Completed', 'success'),
    pending: s('Pending', 'pending'),
    processing: s('Processing', 'pending'),
    new: s('New', 'info'),
    canceled: s('Canceled', 'neutral'),
    failed: s('Failed', 'danger'),
  },
  order: {
    NEW: s('New', 'info'),
    PENDING: s('Pending', 'pending'),
    PROCESSING: s('Processing', 'pending'),
    COMPLETE: s('Completed', 'success'),
    CANCELED: s('Canceled', 'neutral'),
    ERROR: s('Error', 'danger'),
    FAILED: s('Failed', 'danger'),
  },
  card: {
    ACTIVE: s('Active', 'success'),
    FROZEN: s('Frozen', 'info'),
    BLOCKED: s('Blocked', 'danger'),
    INACTIVE: s('Inactive', 'neutral'),
    CANCELED: s('Canceled', 'neutral'),
    CLOSED: s('Closed', 'neutral'),
  },
  'card-tx': {
    APPROVED: s('Approved', 'success'),
    CLEARED: s('Cleared', 'success'),
    COMPLETED: s('Completed', 'success'),
    PENDING: s('Pending', 'pending'),
    EXPIRED: s('Expired', 'neutral'),
    CANCELLED: s('Canceled', 'neutral'),
    CANCELED: s('Canceled', 'neutral'),
    REVERSED: s('Reversed', 'info'),
    DECLINED: s('Declined', 'danger'),
    FAILED: s('Failed', 'danger'),
  },
  kyc: {
    APPROVED: s('Verified', 'success'),
    PENDING: s('In review', 'pending'),
    WAITING_ON_REVIEW: s('Waiting for review', 'pending'),
    WAITING_ON_UBOS: s('Waiting for owners', 'pending'),
    HOLD: s('On hold', 'warning'),
    SOFT_REJECT: s('Needs changes', 'warning'),
    DECLINED: s('Declined', 'danger'),
    REJECT: s('Rejected', 'danger'),
    DOUBLE: s('Duplicate', 'danger'),
    UNVERIFIED: s('Not verified', 'neutral'),
  },
  'sub-account': {
    ACTIVE: s('Active', 'success'),
    BLOCKED: s('Blocked', 'danger'),
    INACTIVE: s('Inactive', 'neutral'),
    CANCELED: s('Canceled', 'neutral'),
  },
  program: {
    ACTIVE: s('Active', 'success'),
    ARCHIVED: s('Archived', 'neutral'),
  },
  otp: {
    PENDING: s('Waiting', 'pending'),
    APPROVED: s('Approved', 'success'),
    DENIED: s('Denied', 'danger'),
  },
};

/** `WAITING_ON_SOMETHING` → `Waiting on something`. */
export function humanizeStatus(raw: string): string {
  const words = raw.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Unknown';
}

export function statusInfo(kind: StatusKind, status: string | null | undefined): StatusInfo {
  if (!status) return { label: 'Unknown', tone: 'neutral' };
  const table = TABLES[kind];
  // Wallet statuses are lower case and the others upper case; tolerate either.
  const known = table[status] ?? table[status.toUpperCase()] ?? table[status.toLowerCase()];
  return known ?? { label: humanizeStatus(status), tone: 'neutral' };
}

/** The statuses a kind knows, e.g. for filter chips. */
export function knownStatuses(kind: StatusKind): string[] {
  return Object.keys(TABLES[kind]);
}
