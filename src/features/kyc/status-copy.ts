import type { KYCStatus } from '../../api/types/kyc';

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

export const STATUS_COPY: Record<KYCStatus, StatusCopy> = {
  UNVERIFIED: {
    title: 'Not verified yet',
    meaning: 'Verify your identity to unlock bank transfers, cards and higher limits.',
    next: 'It takes about 3 minutes: a photo of your ID and a selfie.',
    step: 'start',
  },
  PENDING: {
    title: 'Being checked',
    meaning: 'We are checking your documents. This usually takes a few minutes.',
    next: 'No action needed. This page updates by itself.',
    step: 'wait',
  },
  WAITING_ON_REVIEW: {
    title: 'Waiting for a reviewer',
    meaning: 'Your documents are in the queue for a manual review.',
    next: 'No action needed. Reviews usually finish within one business day.',
    step: 'wait',
  },
  WAITING_ON_UBOS: {
    title: 'Waiting for the owners',
    meaning: 'Every beneficial owner of the business has to verify themselves.',
    next: 'Ask the owners to finish the verification link they received.',
    step: 'wait',
  },
  HOLD: {
    title: 'On hold',
    meaning: 'Our compliance team is reviewing your application by hand.',
    next: 'No action needed. This usually takes 1–2 business days; we will update this page.',
    step: 'wait',
  },
  SOFT_REJECT: {
    title: 'Needs a fix',
    meaning: 'Something in your submission needs correcting, for example a blurry photo.',
    next: 'Read the note below, fix it and submit again.',
    step: 'retry',
  },
  DECLINED: {
    title: 'Declined',
    meaning: 'We could not verify your identity with the documents provided.',
    next: 'This decision cannot be retried here. Contact support if you think it is wrong.',
    step: 'support',
  },
  REJECT: {
    title: 'Rejected',
    meaning: 'We cannot offer this service to you.',
    next: 'Contact support if you have questions about this decision.',
    step: 'support',
  },
  DOUBLE: {
    title: 'Already verified elsewhere',
    meaning: 'This person is already verified under another account.',
    next: 'Sign in with that account, or contact support to merge them.',
    step: 'support',
  },
  APPROVED: {
    title: 'Verified',
    meaning: 'Your identity is verified.',
    next: 'You can use every service this verification unlocks.',
    step: 'none',
  },
};

export function statusCopy(status: string | null | undefined): StatusCopy {
  return (
    STATUS_COPY[(status ?? 'UNVERIFIED') as KYCStatus] ?? {
      title: status ?? 'Unknown',
      meaning: 'Your verification has a status we do not recognise yet.',
      next: 'Contact support if this does not change soon.',
      step: 'support',
    }
  );
}

/** Statuses after which a rail may be submitted again (the platform answers 400 otherwise). */
export const canSubmit = (status: string | null | undefined) =>
  status === undefined || status === null || status === 'UNVERIFIED' || status === 'SOFT_REJECT';
