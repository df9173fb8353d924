import { describe, expect, it } from 'vitest';
import { referralCode } from '../../sandbox/referrals/program.ts';
import { referralsApi } from '../../src/api/endpoints/referrals';
import { userApi } from '../../src/api/endpoints/user';
import { call } from '../../src/api/http';
import { control, expectLastRequest, failure, signInAs } from './harness';
import { sandboxForThisFile } from './lifecycle';

/** The referral program (API.md §18): v2, Bearer; on only when the tenant enables it. */
sandboxForThisFile();

let seq = 0;
const email = () => `referrals-${++seq}@example.com`;
const enable = (on: boolean) => control('/tenant-config', { enable_referral_program: on });

describe('contract: referrals', () => {
  it('answers 403 on every route while the tenant has the program off', async () => {
    await enable(false);
    await signInAs(email());
    for (const ep of [referralsApi.levels, referralsApi.progress, referralsApi.summary]) {
      expect((await failure(call(ep))).status).toBe(403);
    }
    expect((await failure(call(referralsApi.income, { query: {} }))).status).toBe(403);
  });

  it('a new member: levels, the first level with nothing earned, an empty income list', async () => {
    await enable(true);
    const s = await signInAs(email());
    const { levels } = await call(referralsApi.levels);
    expectLastRequest({ method: 'GET', service: 'v2', path: '/referrals/levels', token: s.access_token });
    expect(levels.length).toBeGreaterThan(1);
    expect(levels[0]).toMatchObject({ from: 0, reward: { type: 'cashback_percent' } });

    const progress = await call(referralsApi.progress);
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/referrals/income/progress',
      token: s.access_token,
    });
    expect(progress).toEqual({ currentLevel: levels[0], missingAmount: '100', completedPercent: 0 });
    expect(await call(referralsApi.summary)).toEqual({ total_amount: '0', incoming_amount: '0' });
    expect(await call(referralsApi.income, { query: { limit: 10, offset: 0 } })).toEqual({
      total: 0,
      data: [],
      has_more: false,
    });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: '/referrals/income',
      token: s.access_token,
      query: { limit: '10', offset: '0' },
    });
    // The user's code is their referral_name (API.md §5): what the referral link carries.
    expect((await call(userApi.getData)).referral_name).toBe(referralCode(s.user_id));
  });

  it('income pages, sorts and filters; summary and progress follow it', async () => {
    await enable(true);
    const who = email();
    await signInAs(who);
    for (const [amount, status] of [
      ['60', 'complete'],
      ['30.5', 'complete'],
      ['20', 'pending'],
    ] as const) {
      await control('/referrals/income', { email: who, amount, status });
    }
    expect(await call(referralsApi.summary)).toEqual({ total_amount: '110.5', incoming_amount: '20' });
    const progress = await call(referralsApi.progress);
    expect(progress.currentLevel.from).toBe(100);
    expect(progress.missingAmount).toBe('889.5');
    expect(progress.completedPercent).toBe(1);

    const first = await call(referralsApi.income, {
      query: { limit: 2, offset: 0, sort_by: 'amount', sort_order: 'DESC' },
    });
    expect(first.total).toBe(3);
    expect(first.has_more).toBe(true);
    expect(first.data.map((r) => r.amount)).toEqual(['60', '30.5']);
    expect(first.data[0]).toMatchObject({
      record_type: 'REFERRAL_INCOME',
      status: 'complete',
      currency: { is_crypto: false, meta: { code: 'USD' } },
    });
    const rest = await call(referralsApi.income, {
      query: { limit: 2, offset: 2, sort_by: 'amount', sort_order: 'DESC' },
    });
    expect(rest).toMatchObject({ total: 3, has_more: false });
    expect(rest.data.map((r) => r.amount)).toEqual(['20']);
    const pending = await call(referralsApi.income, { query: { filter: { status: ['pending'] } } });
    expect(pending.data.map((r) => r.amount)).toEqual(['20']);
  });

  it('refuses a sort field or a filter the income list does not take, and a missing session', async () => {
    await enable(true);
    await signInAs(email());
    const badSort = await failure(call(referralsApi.income, { query: { sort_by: 'name' as 'amount' } }));
    expect(badSort.status).toBe(422);
    expect(badSort.fields).toHaveProperty('sort_by');
    const badFilter = await failure(
      call(referralsApi.income, { query: { filter: { address: 'x' } as object } }),
    );
    expect(badFilter.status).toBe(422);
    expect((await failure(call(referralsApi.summary, { token: null }))).status).toBe(401);
  });
});
