import { afterAll, beforeAll, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

vi.mock('../../src/api/http', () => ({ call: vi.fn() }));

import { MY_WALLETS, walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { startSession, telegramOwner } from '../../src/api/session';
import { startBalancePersister } from '../../src/features/wallets/balance-persister';
import { seedLastBalances, startHomeRequests } from '../../src/features/wallets/launch-data';
import { cachedData, fetchRead, isUpdating, queryClient } from '../../src/lib/server-state/client';
import { keepBalancesOf, loadBalances } from '../../src/session/balance-cache';
import { checkOwner, onOwnerChange } from '../../src/session/owner-change';

const callMock = call as unknown as Mock;
const pair = { access_token: 'a', refresh_token: 'r' };
const TG42 = telegramOwner(42);
const TG43 = telegramOwner(43);
const list = { data: [{ uuid: 'w1' }, { uuid: 'w2' }], total: 2 };
const wallet = (uuid: string, total: number) => ({ uuid, total_amount: total });

/** The platform: the list and each wallet, answered at once. */
function answer(totals: Record<string, number>) {
  callMock.mockImplementation(async (ep: { path: string }, input: { path?: { wallet_id?: string } }) => {
    if (ep.path === walletsApi.list.path) return list;
    const id = input.path?.wallet_id ?? '';
    return wallet(id, totals[id] ?? 0);
  });
}

async function settle() {
  for (let i = 0; i < 10; i++) await new Promise((r) => setTimeout(r, 0));
}

let stop: () => void;
beforeAll(() => {
  stop = startBalancePersister();
  // What main.tsx registers: a change of owner empties the cache and the other owner's snapshot.
  onOwnerChange(() => queryClient.clear());
  onOwnerChange(keepBalancesOf);
});
afterAll(() => stop());
beforeEach(() => {
  localStorage.clear();
  callMock.mockReset();
  queryClient.clear();
});

describe('the balances persister', () => {
  it('keeps the list and every wallet once all are fetched, as the data of their owner', async () => {
    startSession(TG42, pair);
    checkOwner();
    answer({ w1: 10, w2: 20 });
    startHomeRequests();
    await settle();
    const saved = loadBalances(TG42);
    expect(saved?.list).toEqual(list);
    expect(saved?.wallets).toEqual({ w1: wallet('w1', 10), w2: wallet('w2', 20) });
    expect(saved?.at).toBeGreaterThan(0);
    expect(loadBalances(TG43)).toBeNull();
  });

  it('keeps nothing until every listed wallet has arrived', async () => {
    startSession(TG42, pair);
    checkOwner();
    answer({ w1: 10 });
    await fetchRead(walletsApi.list, MY_WALLETS);
    await fetchRead(walletsApi.get, { path: { wallet_id: 'w1' } });
    expect(loadBalances(TG42)).toBeNull();
  });

  it('gives them back at a relaunch, marked as updating, and drops them on a change of owner', async () => {
    startSession(TG42, pair);
    checkOwner();
    answer({ w1: 10, w2: 20 });
    startHomeRequests();
    await settle();
    queryClient.clear(); // the relaunch: an empty cache

    expect(seedLastBalances()).toBe(true);
    expect(cachedData(walletsApi.get, { path: { wallet_id: 'w2' } })).toEqual(wallet('w2', 20));
    expect(isUpdating(walletsApi.get, { path: { wallet_id: 'w2' } })).toBe(true);

    startSession(TG43, pair);
    checkOwner();
    expect(cachedData(walletsApi.list, MY_WALLETS)).toBeUndefined();
    expect(loadBalances(TG42)).toBeNull();
    expect(seedLastBalances()).toBe(false);
  });

  it('does not keep answers fetched for an owner who is no longer signed in', async () => {
    startSession(TG42, pair);
    checkOwner();
    let release: () => void = () => {};
    callMock.mockImplementation(async (ep: { path: string }, input: { path?: { wallet_id?: string } }) => {
      if (ep.path === walletsApi.list.path) return list;
      if (input.path?.wallet_id === 'w2') await new Promise<void>((r) => (release = r));
      return wallet(input.path?.wallet_id ?? '', 1);
    });
    startHomeRequests();
    await settle();
    // Another tab signs someone else in while w2 is on its way: this tab has not noticed yet.
    startSession(TG43, pair);
    release();
    await settle();
    expect(loadBalances(TG42)).toBeNull();
    expect(loadBalances(TG43)).toBeNull();
  });
});

describe('early answers and de-duplication', () => {
  it('a screen reading what launch already asked for sends nothing more', async () => {
    startSession(TG42, pair);
    checkOwner();
    answer({ w1: 1, w2: 2 });
    startHomeRequests();
    startHomeRequests();
    await settle();
    await fetchRead(walletsApi.list, MY_WALLETS);
    await fetchRead(walletsApi.get, { path: { wallet_id: 'w1' } });
    expect(callMock.mock.calls.map((c) => (c[1] as { path?: object }).path ?? 'list')).toEqual([
      'list',
      { wallet_id: 'w1' },
      { wallet_id: 'w2' },
    ]);
  });
});
