import { beforeEach, describe, expect, it } from 'vitest';
import { clearTokens, startSession, telegramOwner } from '../../src/api/session';
import { keepBalancesOf, loadBalances, saveBalances } from '../../src/session/balance-cache';

const snapshot = {
  list: { data: [{ uuid: 'w1' }], total: 1 },
  wallets: { w1: { total_amount: 12.5 } },
  at: 1_700_000_000_000,
};
const pair = { access_token: 'a', refresh_token: 'r' };
const TG42 = telegramOwner(42);

beforeEach(() => localStorage.clear());

describe('relaunch balance cache', () => {
  it('gives the last balances back to their owner only, while that owner is signed in', () => {
    startSession(TG42, pair);
    saveBalances(snapshot, TG42);
    expect(loadBalances()).toEqual(snapshot);
    expect(loadBalances(TG42)).toEqual(snapshot);
    expect(loadBalances(telegramOwner(43))).toBeNull();
    startSession(telegramOwner(43), pair);
    expect(loadBalances(TG42)).toBeNull();
  });

  it('is stored under the owner of the data, never under whoever is signed in when it is saved', () => {
    startSession(TG42, pair);
    // Data fetched for 42, saved after another owner signed in (another tab): not kept at all.
    startSession('web:b', pair);
    saveBalances(snapshot, TG42);
    expect(localStorage.getItem('app/balances')).toBeNull();
    expect(loadBalances()).toBeNull();
  });

  it('a change of owner keeps only the new owner’s snapshot', () => {
    startSession(TG42, pair);
    saveBalances(snapshot, TG42);
    keepBalancesOf(TG42); // a Telegram relaunch of the same user
    expect(loadBalances()).toEqual(snapshot);
    keepBalancesOf('web:b');
    expect(localStorage.getItem('app/balances')).toBeNull();
  });

  it('nothing is given back or kept after sign-out', () => {
    startSession(TG42, pair);
    saveBalances(snapshot, TG42);
    clearTokens();
    keepBalancesOf(null);
    expect(loadBalances(TG42)).toBeNull();
    expect(localStorage.length).toBe(0);
    saveBalances(snapshot, TG42);
    expect(localStorage.length).toBe(0);
  });

  it('stores nothing without an owner, and ignores a damaged entry', () => {
    saveBalances(snapshot, null);
    expect(localStorage.getItem('app/balances')).toBeNull();
    startSession(TG42, pair);
    localStorage.setItem('app/balances', '{not json');
    expect(loadBalances()).toBeNull();
  });
});
