import { onOwnerChange } from '../../session/owner-change';

/**
 * A fresh proof of presence: the user showed, moments ago, that they are the account holder
 * (biometry, authenticator code, password or a one-time code). One proof covers every card for
 * five minutes. It lives in memory only: a reload, a sign-out or another account needs a new one.
 */
export const PROOF_TTL_MS = 5 * 60_000;

let provenAt: number | null = null;

export function recordProof(now = Date.now()): void {
  provenAt = now;
}

export function clearProof(): void {
  provenAt = null;
}

/** True while the last proof is younger than five minutes (a clock set back voids it too). */
export function hasFreshProof(now = Date.now()): boolean {
  return provenAt !== null && now >= provenAt && now - provenAt < PROOF_TTL_MS;
}

/** Milliseconds the current proof has left (0 when there is none). */
export function proofRemainingMs(now = Date.now()): number {
  return hasFreshProof(now) ? PROOF_TTL_MS - (now - provenAt!) : 0;
}

// Signing out, or another owner, ends the proof with the session.
onOwnerChange(clearProof);
