import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { railStatus } from '../../sandbox/kyc/state.ts';
import { kycApi } from '../../src/api/endpoints/kyc';
import { ORDER_CREATE_V2 } from '../../src/api/endpoints/orders';
import { userApi } from '../../src/api/endpoints/user';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { wireNumber } from '../../src/shared/wire-json';
import { type ContractSandbox, expectLastRequest, failure, signInAs, startContractSandbox } from './harness';

/** KYC and Persona (API.md §9) through the real client, plus the stand-in verification page. */
let h: ContractSandbox;
beforeAll(async () => {
  // timeScale 0.05: the 3 s review takes 150 ms.
  h = await startContractSandbox({ timeScale: 0.05 });
});
afterAll(() => h.stop());
beforeEach(() => {
  clearTokens();
  h.clearRequests();
});

let seq = 0;
const email = () => `kyc-contract-${++seq}@example.com`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function walletOf() {
  const list = await call(walletsApi.list, {});
  return list.data[0]!.uuid;
}

async function until<T>(fn: () => Promise<T>, ok: (v: T) => boolean, ms = 3000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > end) return v;
    await sleep(50);
  }
}

describe('contract: KYC entity and rails', () => {
  it('a new wallet starts UNVERIFIED with three rails and no wallet_rail', async () => {
    const s = await signInAs(email());
    const walletId = await walletOf();
    const entity = await call(kycApi.entity, { path: { wallet_id: walletId } });
    expectLastRequest({
      method: 'GET',
      service: 'v2',
      path: `/kyc/${walletId}/entity`,
      token: s.access_token,
      status: 200,
    });
    expect(entity).toMatchObject({
      type: 'individual',
      status: 'UNVERIFIED',
      dao_status: false,
      transmits_customer_funds: false,
    });

    const rails = await call(kycApi.rails, { path: { wallet_id: walletId } });
    expect(rails.total).toBe(3);
    expect(rails.has_more).toBe(false);
    expect(rails.data.map((r) => r.id)).toEqual([
      'rail_individual_basic',
      'rail_us_banking',
      'rail_eu_banking',
    ]);
    for (const r of rails.data) {
      expect(r).toMatchObject({ name: expect.any(String), wallet_rail: null });
      expect(r.terms_and_conditions[0]).toMatchObject({
        title: expect.any(String),
        link: expect.any(String),
      });
    }
    const one = await call(kycApi.rail, { path: { wallet_id: walletId, rail_id: 'rail_us_banking' } });
    expect(one.id).toBe('rail_us_banking');
    expect(
      (await failure(call(kycApi.rail, { path: { wallet_id: walletId, rail_id: 'nope' } }))).status,
    ).toBe(404);
  });

  it("the demo user's seeded wallets agree with themselves: kyc_info, entity and identity rail", async () => {
    await signInAs();
    const list = await call(walletsApi.list, {});
    const wallet = (name: string) => list.data.find((w) => w.name === name)!;
    const stateOf = async (walletId: string) => {
      const entity = await call(kycApi.entity, { path: { wallet_id: walletId } });
      const rails = await call(kycApi.rails, { path: { wallet_id: walletId } });
      const identity = rails.data.find((r) => r.id === 'rail_individual_basic')!;
      return {
        entity: entity.status,
        identity: identity.wallet_rail?.status ?? 'UNVERIFIED',
        rail: identity,
      };
    };

    // Main is verified: the identity rail says so too (it said "Not verified"), with its terms accepted.
    const main = wallet('Main');
    expect(main.kyc_info?.status).toBe('APPROVED');
    const mainState = await stateOf(main.uuid);
    expect(mainState).toMatchObject({ entity: 'APPROVED', identity: 'APPROVED' });
    expect(mainState.rail.wallet_rail).toMatchObject({ terms_confirmed: true, message: null });
    expect(railStatus(h.sandbox.ctx, main.uuid, 'rail_individual_basic')).toBe('APPROVED');
    // Already reviewed: submitting again is refused as for any processed rail.
    expect(
      (
        await failure(
          call(kycApi.submitRail, { path: { wallet_id: main.uuid, rail_id: 'rail_individual_basic' } }),
        )
      ).status,
    ).toBe(400);

    // The business wallet's review is in progress everywhere it shows.
    const business = wallet('Acme Trading Ltd');
    expect(business.kyc_info?.status).toBe('PENDING');
    expect(await stateOf(business.uuid)).toMatchObject({ entity: 'PENDING', identity: 'PENDING' });

    // Wallets never verified say so in all three places.
    const vault = wallet('Cold vault');
    expect(vault.kyc_info?.status).toBe('UNVERIFIED');
    expect(await stateOf(vault.uuid)).toMatchObject({ entity: 'UNVERIFIED', identity: 'UNVERIFIED' });

    // The person is verified; the company's pending review (KYB) does not change that.
    const user = await call(userApi.getData);
    expect(user.kyc_status).toBe('APPROVED');
    // Dated when Main was reviewed (seeded two months back), not when the sandbox started.
    expect(Date.parse(user.kyc_date ?? '')).toBeLessThan(Date.now() - 30 * 24 * 3600 * 1000);
  });

  it('terms → submit → PENDING → APPROVED; a second submit is 400; banking needs identity first', async () => {
    const s = await signInAs(email());
    const walletId = await walletOf();
    const path = { wallet_id: walletId, rail_id: 'rail_individual_basic' };

    const noTerms = await failure(call(kycApi.submitRail, { path }));
    expect(noTerms.status).toBe(400);
    expect(noTerms.message).toMatch(/terms/i);
    const banking = await call(kycApi.acceptTerms, {
      path: { wallet_id: walletId, rail_id: 'rail_eu_banking' },
    });
    expect(banking.wallet_rail).toMatchObject({ status: 'UNVERIFIED', terms_confirmed: true });
    expect(
      (await failure(call(kycApi.submitRail, { path: { wallet_id: walletId, rail_id: 'rail_eu_banking' } })))
        .message,
    ).toMatch(/Identity verification first/);

    const accepted = await call(kycApi.acceptTerms, { path });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/kyc/${walletId}/rails/rail_individual_basic/terms-and-conditions`,
      token: s.access_token,
      body: {},
    });
    expect(accepted.wallet_rail?.terms_and_conditions).toHaveLength(2);

    const submitted = await call(kycApi.submitRail, { path });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/kyc/${walletId}/rails/rail_individual_basic`,
      token: s.access_token,
      body: {},
      status: 200,
    });
    expect(submitted.wallet_rail?.status).toBe('PENDING');
    expect((await call(kycApi.entity, { path: { wallet_id: walletId } })).status).toBe('PENDING');
    expect((await failure(call(kycApi.submitRail, { path }))).status).toBe(400);

    const entity = await until(
      () => call(kycApi.entity, { path: { wallet_id: walletId } }),
      (e) => e.status !== 'PENDING',
    );
    expect(entity.status).toBe('APPROVED');
    expect(railStatus(h.sandbox.ctx, walletId, 'rail_individual_basic')).toBe('APPROVED');
    expect((await call(userApi.getData)).kyc_status).toBe('APPROVED');

    await call(kycApi.submitRail, { path: { wallet_id: walletId, rail_id: 'rail_eu_banking' } });
    const us = await until(
      () => call(kycApi.rail, { path: { wallet_id: walletId, rail_id: 'rail_eu_banking' } }),
      (r) => r.wallet_rail?.status === 'APPROVED',
    );
    expect(us.wallet_rail?.status).toBe('APPROVED');
  });

  it.each([
    ['Decline', 'DECLINED', /does not match/],
    ['Soft Reject', 'SOFT_REJECT', /blurry/],
    ['Hold', 'HOLD', /compliance/],
  ])('test name %s leads to %s with a message', async (firstName, status, message) => {
    await signInAs(email());
    await call(userApi.updateData, { body: { first_name: firstName } });
    const walletId = await walletOf();
    const path = { wallet_id: walletId, rail_id: 'rail_individual_basic' };
    await call(kycApi.acceptTerms, { path });
    await call(kycApi.submitRail, { path });
    const rail = await until(
      () => call(kycApi.rail, { path }),
      (r) => r.wallet_rail?.status !== 'PENDING',
    );
    expect(rail.wallet_rail?.status).toBe(status);
    expect(rail.wallet_rail?.message).toMatch(message);
    if (status === 'SOFT_REJECT') {
      expect(rail.wallet_rail?.extra_actions?.[0]).toMatchObject({
        action: 'verification',
        url: expect.stringContaining('/__sandbox/kyc/verify?token=inq_sandbox_'),
      });
      // A soft reject may be submitted again.
      expect((await call(kycApi.submitRail, { path })).wallet_rail?.status).toBe('PENDING');
    }
  });

  it('a verified identity does not open a banking service: its orders need that service’s own approval', async () => {
    await signInAs(email());
    const walletId = await walletOf();
    await h.control(`/kyc/${walletId}/status`, { status: 'APPROVED' }); // the identity
    const onramp = () =>
      failure(
        call(ORDER_CREATE_V2.HIFI_SEPA_ONRAMP, {
          body: {
            request_id: `kyc-${Date.now()}-${Math.random()}`,
            wallet_id: walletId,
            from_currency_id: '0b6a7c1e-0000-4000-8000-0000000000f2',
            to_currency_id: '0b6a7c1e-0000-4000-8000-000000000003',
            amount: wireNumber('100'),
            is_subtract: true,
            is_reverse: false,
            counterparty_destination_id: 'x',
          },
        }),
      );
    expect((await onramp()).code).toBe('KYC_REQUIRED');
    await h.control(`/kyc/${walletId}/status`, { rail_id: 'rail_eu_banking', status: 'APPROVED' });
    // Past the verification, the order fails on what comes next (the made-up destination).
    expect((await onramp()).code).not.toBe('KYC_REQUIRED');
  });

  it('someone else’s wallet is 403; no token is 401', async () => {
    await signInAs(email());
    const walletId = await walletOf();
    await signInAs(email());
    expect((await failure(call(kycApi.entity, { path: { wallet_id: walletId } }))).status).toBe(403);
    clearTokens();
    expect((await failure(call(kycApi.rails, { path: { wallet_id: walletId } }))).status).toBe(401);
  });
});

describe('contract: providers and the stand-in page', () => {
  it('Sumsub token on core (raw token), sandbox-prefixed; someone else’s user_data_id is 403', async () => {
    const s = await signInAs(email());
    const answer = await call(kycApi.sumsubToken, { body: { user_data_id: s.user_data_id } });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/kyc/sumsub/generate_token',
      token: s.access_token,
      body: { user_data_id: s.user_data_id },
    });
    expect(answer.user_data_id).toBe(s.user_data_id);
    expect(answer.token).toMatch(/^sbx_sumsub_/);
    expect(
      (await failure(call(kycApi.sumsubToken, { body: { user_data_id: s.user_data_id + 1 } }))).status,
    ).toBe(403);
  });

  it('Persona init and resume; unknown inquiry is 404', async () => {
    const s = await signInAs(email());
    const walletId = await walletOf();
    const init = await call(kycApi.personaInit, { path: { wallet_id: walletId, type: 'individual' } });
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/persona/inquiries/init/${walletId}/individual`,
      token: s.access_token,
      body: {},
    });
    expect(init.inquiryId).toMatch(/^inq_sandbox_/);
    const resumed = await call(kycApi.personaResume, {
      path: { wallet_id: walletId, inquiry_id: init.inquiryId },
    });
    expect(resumed).toEqual({ inquiryId: init.inquiryId, sessionId: expect.stringMatching(/^ses_sandbox_/) });
    expect(
      (await failure(call(kycApi.personaResume, { path: { wallet_id: walletId, inquiry_id: 'inq_nope' } })))
        .status,
    ).toBe(404);
  });

  it('the stand-in page approves a Sumsub applicant for the user’s wallets', async () => {
    const s = await signInAs(email());
    const walletId = await walletOf();
    const { token } = await call(kycApi.sumsubToken, { body: { user_data_id: s.user_data_id } });
    const pageRes = await fetch(`${h.origin}/__sandbox/kyc/verify?token=${token}`);
    const html = await pageRes.text();
    expect(pageRes.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Sumsub');
    expect(html).toContain('Approve');
    const done = await fetch(`${h.origin}/__sandbox/kyc/verify`, {
      method: 'POST',
      body: new URLSearchParams({ token, outcome: 'APPROVED', first_name: 'Ada' }),
    });
    expect(await done.text()).toContain('sandbox-kyc');
    expect((await call(kycApi.entity, { path: { wallet_id: walletId } })).status).toBe('PENDING');
    const entity = await until(
      () => call(kycApi.entity, { path: { wallet_id: walletId } }),
      (e) => e.status !== 'PENDING',
    );
    expect(entity.status).toBe('APPROVED');
  });

  it('the stand-in page declines a Persona inquiry by test name', async () => {
    await signInAs(email());
    const walletId = await walletOf();
    const { inquiryId } = await call(kycApi.personaInit, {
      path: { wallet_id: walletId, type: 'individual' },
    });
    await fetch(`${h.origin}/__sandbox/kyc/verify`, {
      method: 'POST',
      body: new URLSearchParams({ token: inquiryId, outcome: 'NAME', first_name: 'Decline' }),
    });
    const entity = await until(
      () => call(kycApi.entity, { path: { wallet_id: walletId } }),
      (e) => e.status !== 'PENDING',
    );
    expect(entity.status).toBe('DECLINED');
    const bad = await fetch(`${h.origin}/__sandbox/kyc/verify?token=nope`);
    expect(bad.status).toBe(404);
  });
});
