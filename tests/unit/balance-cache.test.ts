import { beforeEach, describe, expect, it } from 'vitest';
import {
  beginOwner,
  currentOwner,
  forgetBalances,
  loadBalances,
  saveBalances,
  telegramOwner,
} from '../../src/app/balance-cache';

const snapshot = { list: { data: [{ uuid: 'w1' }], total: 1 }, wallets: { w1: { total_amount: 12.5 } } };

beforeEach(() => localStorage.clear());

describe('relaunch balance cache', () => {
  it('gives the last balances back to the same owner only', () => {
    beginOwner('42');
    saveBalances(snapshot);
    expect(loadBalances()).toEqual(snapshot);
    expect(loadBalances(telegramOwner(42))).toEqual(snapshot);
    expect(loadBalances(telegramOwner(43))).toBeNull();
  });

  it('keeps them across a Telegram sign-in of the same user, drops them for another user', () => {
    beginOwner('42');
    saveBalances(snapshot);
    beginOwner('42');
    expect(loadBalances()).toEqual(snapshot);
    beginOwner('43');
    expect(currentOwner()).toBe(telegramOwner(43));
    expect(loadBalances()).toBeNull();
    beginOwner('42');
    expect(loadBalances()).toBeNull();
  });

  it('drops them at every web sign-in: the next account may be anyone', () => {
    beginOwner();
    saveBalances(snapshot);
    expect(loadBalances()).toEqual(snapshot);
    beginOwner();
    expect(loadBalances()).toBeNull();
  });

  it('forgets balances and owner at sign-out', () => {
    beginOwner('42');
    saveBalances(snapshot);
    forgetBalances();
    expect(currentOwner()).toBeNull();
    expect(loadBalances(telegramOwner(42))).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('stores nothing without an owner, and ignores a damaged entry', () => {
    saveBalances(snapshot);
    expect(localStorage.getItem('app/balances')).toBeNull();
    beginOwner('42');
    localStorage.setItem('app/balances', '{not json');
    expect(loadBalances()).toBeNull();
  });
});
