import { describe, expect, it } from 'vitest';
import { paths } from '../../src/app/paths';
import { fromStartParam, isLandingTarget, START_PARAM_MAX, toStartParam } from '../../src/launch/deep-links';

const uuid = '3f2b6c1e-8a4d-4f8e-9b1a-2c3d4e5f6a7b';

describe('startapp ⇄ path', () => {
  it('maps a wallet transaction path to segments joined by "_" and back', () => {
    const path = paths.walletTransaction(uuid, 12);
    expect(toStartParam(path)).toBe(`wallets_${uuid}_transactions_12`);
    expect(fromStartParam(`wallets_${uuid}_transactions_12`)).toBe(path);
  });

  it('round-trips every kind of screen path with hyphenated segments', () => {
    for (const path of [
      paths.cards(),
      paths.card(uuid),
      paths.virtualAccounts(uuid),
      paths.subAccount(uuid),
      paths.security(),
    ]) {
      const param = toStartParam(path);
      expect(param).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(fromStartParam(param)).toBe(path);
    }
  });

  it('ignores query, hash and trailing slashes', () => {
    expect(toStartParam('/cards/abc/?tab=1#x')).toBe('cards_abc');
  });

  it('refuses paths that cannot be a start param', () => {
    expect(toStartParam('/')).toBeNull();
    expect(toStartParam('/wallets/a_b')).toBeNull(); // "_" inside a segment would split it
    expect(toStartParam('/wallets/a%20b')).toBeNull();
    expect(toStartParam(`/${'a'.repeat(START_PARAM_MAX + 1)}`)).toBeNull();
  });

  it('rejects malformed start params', () => {
    expect(fromStartParam(undefined)).toBeNull();
    expect(fromStartParam('')).toBeNull();
    expect(fromStartParam('wallets/x')).toBeNull();
    expect(fromStartParam('wallets__x')).toBeNull();
    expect(fromStartParam('_wallets')).toBeNull();
    expect(fromStartParam('a'.repeat(START_PARAM_MAX + 1))).toBeNull();
    expect(fromStartParam('a'.repeat(START_PARAM_MAX))).toBe(`/${'a'.repeat(START_PARAM_MAX)}`);
  });

  it('never remembers auth screens or foreign origins as a landing target', () => {
    expect(isLandingTarget('/auth/logout')).toBe(false);
    expect(isLandingTarget('/auth')).toBe(false);
    expect(isLandingTarget('//evil.example/x')).toBe(false);
    expect(isLandingTarget('/')).toBe(false);
    expect(isLandingTarget(paths.wallet(uuid))).toBe(true);
    expect(isLandingTarget('/authors')).toBe(true);
  });
});
