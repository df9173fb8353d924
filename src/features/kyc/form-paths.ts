import { paths } from '../../routing/paths';

/**
 * The verification forms' addresses (under patterns.kyc). Built here, not in routing/paths.ts:
 * its builders are in every first screen, and only this feature links to its forms.
 */
export const kycFormPaths = {
  /** A verification service's questions (its rail form). */
  service: (walletId: string, railId: string) =>
    `${paths.kyc(walletId)}/services/${encodeURIComponent(railId)}`,
  /** The wallet's verification details, edited by its owner. */
  details: (walletId: string) => `${paths.kyc(walletId)}/details`,
};
