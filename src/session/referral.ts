import { onOwnerChange } from './owner-change';

/**
 * The referral code a visitor arrived with (API.md §4 `referrer`): `startapp=ref_<code>` in a
 * Telegram launch, `?ref=<code>` on the web. Kept on the device (a sign-up may end in another tab,
 * through the confirmation link) until it is used or the signed-in owner changes, since a referral
 * belongs to the account created next and to no other.
 */
const KEY = 'app/referrer';
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function captureReferral(startParam: string | null | undefined): void {
  const code = startParam?.startsWith('ref_')
    ? startParam.slice(4)
    : new URLSearchParams(window.location.search).get('ref');
  try {
    if (code && CODE.test(code)) localStorage.setItem(KEY, code);
  } catch {
    // storage blocked: the visit signs up without a referrer
  }
}

/** The referrer for a sign-up body, or undefined (the key is then left out). */
export function referrer(): string | undefined {
  try {
    return localStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferral(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}

onOwnerChange(forgetReferral);
