import type { KYCStatus, KycRail } from '../../api/types/kyc';
import { t } from '../../i18n';

/**
 * What each verification status means for the user and what they can do next:
 * start (never verified), retry (fixable), wait (someone is reviewing), support (final or needs a human).
 */
export type NextStep = 'start' | 'retry' | 'wait' | 'support' | 'none';

export interface StatusCopy {
  title: string;
  meaning: string;
  next: string;
  step: NextStep;
}

/** Each status's sentences live in the kyc catalogue under `status.<name>.{title,meaning,next}`. */
type CopyName =
  | 'unverified'
  | 'pending'
  | 'waitingOnReview'
  | 'waitingOnUbos'
  | 'hold'
  | 'softReject'
  | 'declined'
  | 'reject'
  | 'double'
  | 'approved';

export const STATUS_COPY: Record<KYCStatus, { name: CopyName; step: NextStep }> = {
  UNVERIFIED: { name: 'unverified', step: 'start' },
  PENDING: { name: 'pending', step: 'wait' },
  WAITING_ON_REVIEW: { name: 'waitingOnReview', step: 'wait' },
  WAITING_ON_UBOS: { name: 'waitingOnUbos', step: 'wait' },
  HOLD: { name: 'hold', step: 'wait' },
  SOFT_REJECT: { name: 'softReject', step: 'retry' },
  DECLINED: { name: 'declined', step: 'support' },
  REJECT: { name: 'reject', step: 'support' },
  DOUBLE: { name: 'double', step: 'support' },
  APPROVED: { name: 'approved', step: 'none' },
};

const sentence = (name: CopyName | 'unknown', part: 'title' | 'meaning' | 'next') =>
  t(`kyc.status.${name}.${part}`);

/** The sentences for a status, in the active language (call at render). */
export function statusCopy(status: string | null | undefined): StatusCopy {
  const known = STATUS_COPY[(status ?? 'UNVERIFIED') as KYCStatus];
  if (!known) {
    return {
      title: status ?? sentence('unknown', 'title'),
      meaning: sentence('unknown', 'meaning'),
      next: sentence('unknown', 'next'),
      step: 'support',
    };
  }
  return {
    title: sentence(known.name, 'title'),
    meaning: sentence(known.name, 'meaning'),
    next: sentence(known.name, 'next'),
    step: known.step,
  };
}

/**
 * What a service not yet submitted needs next: its terms accepted (when it has any and they are
 * not) and the submission; its sheet (RailSheet) does both.
 */
export function railNextStep(rail: KycRail): string {
  const termsLeft = rail.terms_and_conditions.length > 0 && !rail.wallet_rail?.terms_confirmed;
  return termsLeft ? t('kyc.rail.nextTerms') : t('kyc.rail.nextSubmit');
}

/** A service's own sentences for a status, where the identity's would be wrong in its sheet. */
export function railCopy(status: string | null | undefined): StatusCopy {
  const copy = statusCopy(status);
  if (copy.step === 'start')
    return { ...copy, meaning: t('kyc.rail.unverified.meaning'), next: t('kyc.rail.unverified.next') };
  if (copy.step === 'none') return { ...copy, meaning: t('kyc.rail.approved.meaning'), next: '' };
  return copy;
}

/** Statuses after which a rail may be submitted again (the platform answers 400 otherwise). */
export const canSubmit = (status: string | null | undefined) =>
  status === undefined || status === null || status === 'UNVERIFIED' || status === 'SOFT_REJECT';
