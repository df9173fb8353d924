/**
 * KYC form drafts live in sessionStorage under this prefix (use-form-draft.ts). Apart from the
 * hook so that the boot, which registers `forgetKycDrafts` with the owner-change hub, does not
 * take the forms' code onto the first screen.
 */
export const KYC_DRAFT_PREFIX = 'kyc-draft:';

/** Sign-out or another owner: no answer typed by the last one survives. */
export function forgetKycDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage))
      if (key.startsWith(KYC_DRAFT_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}
