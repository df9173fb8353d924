/**
 * KYC form drafts live in sessionStorage under this prefix (use-form-draft.ts). Apart from the
 * hook so that the boot, which registers `forgetKycDrafts` with the owner-change hub, does not
 * take the forms' code onto the first screen.
 */
export const KYC_DRAFT_PREFIX = 'kyc-draft:';

/** Sign-out or another owner: no answer typed by the last one survives. */
export function forgetKycDrafts(): void {
  let s: Storage;
  try {
    s = sessionStorage;
  } catch {
    return; // storage blocked: nothing was kept
  }
  for (let i = s.length - 1; i >= 0; i--) {
    const key = s.key(i);
    if (key?.startsWith(KYC_DRAFT_PREFIX)) s.removeItem(key);
  }
}
