import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, storeTokens } from '../../src/api/session';
import { maskContact } from '../../src/features/reauth/methods';
import {
  clearProof,
  hasFreshProof,
  PROOF_TTL_MS,
  proofRemainingMs,
  recordProof,
} from '../../src/features/reauth/proof';

afterEach(() => clearProof());

describe('proof of presence', () => {
  it('there is none until one is given', () => {
    expect(hasFreshProof()).toBe(false);
  });

  it('lasts five minutes, then is gone', () => {
    const t = 1_800_000_000_000;
    recordProof(t);
    expect(PROOF_TTL_MS).toBe(300_000);
    expect(hasFreshProof(t + 299_999)).toBe(true);
    expect(proofRemainingMs(t + 60_000)).toBe(240_000);
    expect(hasFreshProof(t + 300_000)).toBe(false);
  });

  it('a clock set back voids it', () => {
    recordProof(1_800_000_000_000);
    expect(hasFreshProof(1_799_999_999_000)).toBe(false);
  });

  it('ends with the session', () => {
    storeTokens({ access_token: 'a', refresh_token: 'r' });
    recordProof();
    expect(hasFreshProof()).toBe(true);
    clearTokens();
    expect(hasFreshProof()).toBe(false);
  });

  it('names where a code goes without showing it in full', () => {
    expect(maskContact({ kind: 'code', channel: 'email', to: 'demo@sandbox.dev' })).toBe('d•••@sandbox.dev');
    expect(maskContact({ kind: 'code', channel: 'phone', to: '+44 7700 900123' })).toBe('•••• 0123');
  });
});
