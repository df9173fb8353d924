import { describe, expect, it } from 'vitest';
import {
  fromStartParam,
  isLandingTarget,
  landingTarget,
  START_PARAM_MAX,
  toStartParam,
} from '../../src/routing/deep-links';
import { paths, patterns } from '../../src/routing/paths';
import { routeParams } from '../../src/routing/route-params';

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
    // Well-formed but not a screen of the route table.
    expect(fromStartParam('a'.repeat(START_PARAM_MAX))).toBeNull();
  });

  it('never remembers auth screens or foreign origins as a landing target', () => {
    expect(isLandingTarget('/auth/logout')).toBe(false);
    expect(isLandingTarget('/auth')).toBe(false);
    expect(isLandingTarget('//evil.example/x')).toBe(false);
    expect(isLandingTarget('/')).toBe(false);
    expect(isLandingTarget(paths.wallet(uuid))).toBe(true);
    expect(isLandingTarget('/authors')).toBe(false); // not a screen
    expect(isLandingTarget(paths.send(uuid, { recipient: 'r1', destination: 'd-2' }))).toBe(true);
  });
});

/** The probe list of issue 10: none of these may become a place the app navigates to. */
const PROBES = [
  '//evil.com',
  '/\\evil.com',
  '%5Cevil.com',
  '/%5Cevil.com',
  'javascript:alert(1)',
  '/javascript:alert(1)',
  '..%2f',
  '/..%2f..%2fauth%2flogout',
  '/wallets/../auth/logout',
  `/${'a'.repeat(100_000)}`,
  `/wallets/${'a'.repeat(100_000)}`,
  '/wallets/x/unknown-segment',
  '/no/such/screen',
  '/auth/logout',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/code',
  '/cards?next=//evil.com',
  '/cards?x=<script>',
];

describe('one allow-list of landing targets for web paths and startapp', () => {
  it.each(PROBES)('web path %# is refused', (probe) => {
    expect(landingTarget(probe)).toBeNull();
    expect(isLandingTarget(probe)).toBe(false);
  });

  it.each([
    'auth_logout',
    'auth_sign-in',
    'auth_sign-up',
    'auth_code',
    'auth_blocked',
    'wallets_x_unknown',
    'evil-com',
    'a'.repeat(100_000),
  ])('startapp %s opens nothing', (param) => {
    expect(fromStartParam(param)).toBeNull();
  });

  it('accepts every screen of the route table that is not an auth route', () => {
    expect(landingTarget(paths.cards())).toBe('/cards');
    expect(landingTarget(paths.walletTransaction(uuid, 12))).toBe(`/wallets/${uuid}/transactions/12`);
    expect(fromStartParam('profile_security')).toBe('/profile/security');
    expect(fromStartParam(`wallets_${uuid}_kyc`)).toBe(`/wallets/${uuid}/kyc`);
  });
});

describe('a path under one route (the boot reads a wallet link with it)', () => {
  const uuid = '5d8e1f3a-8a50-4e0c-9d3b-2f6c0a1b9e77';
  it('names the parameters of that route only', () => {
    expect(routeParams(patterns.wallet, `/wallets/${uuid}`)).toEqual({ walletId: uuid });
    expect(routeParams(patterns.wallet, `/wallets/${uuid}/`)).toEqual({ walletId: uuid });
    expect(routeParams(patterns.wallet, `/wallets/${uuid}/transactions`)).toBeNull();
    expect(routeParams(patterns.wallet, '/wallets/..%2f')).toBeNull();
  });
});
