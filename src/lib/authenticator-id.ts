/**
 * `/api/totp/verify` names the authenticator by the id `generate` answered (API.md §17 leaves the
 * meaning open; the sandbox uses that id), and `/api/totp/status` does not return it. The device
 * that enrolled remembers it here, per account: it is a record id, not a secret (a code is still
 * needed). Other devices prove presence with the account's password or a one-time code.
 */
const key = (userId: string) => `totp/enrolment/${userId}`;

export function rememberAuthenticator(userId: string, id: string | null): void {
  try {
    if (id) localStorage.setItem(key(userId), id);
    else localStorage.removeItem(key(userId));
  } catch {
    // storage unavailable: this device will use the other proofs
  }
}

export function rememberedAuthenticator(userId: string): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}
