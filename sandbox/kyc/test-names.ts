/**
 * Documented sandbox test names: the verification outcome follows the first name of the person
 * being verified (set it with PATCH /user/user-data `first_name`, or type it on the stand-in
 * page). Letters only, case-insensitive, spaces ignored:
 *
 *   Decline     → DECLINED     (final; contact support)
 *   Soft Reject → SOFT_REJECT  (fix the photo and submit again)
 *   Hold        → HOLD         (manual review; wait)
 *   Reject      → REJECT       (final)
 *   Double      → DOUBLE       (duplicate of another account; contact support)
 *   Review      → WAITING_ON_REVIEW
 *   Ubos        → WAITING_ON_UBOS
 *   anything else (e.g. "Demo") → APPROVED
 */
import type { KYCStatus as KycStatus } from '../../src/contract/values/kyc.ts';

export { KYC_STATUSES } from '../../src/contract/values/kyc.ts';
export type { KycStatus };

const BY_NAME: Record<string, KycStatus> = {
  DECLINE: 'DECLINED',
  DECLINED: 'DECLINED',
  SOFTREJECT: 'SOFT_REJECT',
  HOLD: 'HOLD',
  REJECT: 'REJECT',
  DOUBLE: 'DOUBLE',
  REVIEW: 'WAITING_ON_REVIEW',
  UBOS: 'WAITING_ON_UBOS',
};

export function outcomeForName(firstName: string | null | undefined): KycStatus {
  const key = (firstName ?? '').toUpperCase().replace(/[^A-Z]/g, '');
  return BY_NAME[key] ?? 'APPROVED';
}

/** The message a reviewer would attach to each outcome (WalletRail.message). */
export const OUTCOME_MESSAGES: Partial<Record<KycStatus, string>> = {
  DECLINED: 'The photo on the document does not match the selfie.',
  SOFT_REJECT: 'The photo of your ID document is blurry. Take a sharper photo and submit again.',
  HOLD: 'Your application is being reviewed by our compliance team.',
  REJECT: 'We cannot offer this service to you.',
  DOUBLE: 'This person is already verified under another account.',
  WAITING_ON_REVIEW: 'Your documents are waiting for a reviewer.',
  WAITING_ON_UBOS: 'We are waiting for the beneficial owners to verify.',
  PENDING: 'We are checking your documents.',
};

/** Outcomes after which the same rail may be submitted again. */
export const RESUBMITTABLE: KycStatus[] = ['UNVERIFIED', 'SOFT_REJECT'];
