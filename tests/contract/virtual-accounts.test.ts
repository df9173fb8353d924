import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { kycApi } from '../../src/api/endpoints/kyc';
import { virtualAccountsApi } from '../../src/api/endpoints/virtual-accounts';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { abaError, ibanError } from '../../src/shared/bank-rules';
import {
  type ContractSandbox,
  expectLastRequest,
  failure,
  type SessionAnswer,
  signInAs,
  startContractSandbox,
} from './harness';

/** Virtual accounts (API.md §14) through the real client: core service, raw token. */
let h: ContractSandbox;
let user: SessionAnswer;
let walletId: string;
let n = 0;

beforeAll(async () => {
  h = await startContractSandbox();
});
afterAll(() => h.stop());
beforeEach(async () => {
  clearTokens();
  user = await signInAs(`va-${++n}@example.com`);
  walletId = (await call(walletsApi.list, { query: { include_shared: true } })).data[0]!.uuid;
  h.clearRequests();
});

const programs = () =>
  call(virtualAccountsApi.programs, { query: { wallet_id: walletId, offset: 0, limit: 20 } });

/**
 * The holder verifies their identity as "Ada Lovelace" (the stand-in provider reads the name off
 * the document), then the wallet is approved for both banking services (a sandbox control: their
 * reviews are kyc.test.ts's subject).
 */
async function verifyHolder() {
  const { token } = await call(kycApi.sumsubToken, { body: { user_data_id: user.user_data_id } });
  await fetch(`${h.origin}/__sandbox/kyc/verify`, {
    method: 'POST',
    body: new URLSearchParams({ token, outcome: 'APPROVED', first_name: 'Ada', last_name: 'Lovelace' }),
  });
  for (const rail_id of ['rail_us_banking', 'rail_eu_banking'])
    await h.control(`/kyc/${walletId}/status`, { rail_id, status: 'APPROVED' });
  h.clearRequests();
}

describe('contract: virtual-account programs', () => {
  it('lists only active programs, with vendor and currency details', async () => {
    const list = await programs();
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: '/virtual_account/programs/list',
      token: user.access_token,
      query: { wallet_id: walletId, offset: '0', limit: '20' },
      status: 200,
    });
    expect(list.count).toBe(list.data.length);
    expect(list.has_more).toBe(false);
    expect(list.data.every((p) => p.status === 'ACTIVE' && !p.is_hidden)).toBe(true);
    const codes = list.data.map((p) => p.code);
    expect(codes).toEqual(expect.arrayContaining(['USD_ACH_WIRE', 'EUR_SEPA']));
    expect(codes).not.toContain('GBP_FPS');
    expect(list.data[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      tenant_id: 'sandbox-tenant',
      integration_vendor: { id: expect.any(String), code: expect.any(String), name: expect.any(String) },
      account_currency_details: { uuid: expect.any(String), symbol: 'USD', type: 'fiat' },
      virtual_accounts_programs_order_types: expect.any(Array),
    });
  });
});

describe('contract: virtual accounts', () => {
  it('a wallet not verified for a program’s rail is refused (403 KYC_REQUIRED); each program names a rail the wallet lists', async () => {
    const all = (await programs()).data;
    const rails = (await call(kycApi.rails, { path: { wallet_id: walletId } })).data.map((r) => r.id);
    for (const program of all) expect(rails).toContain(program.kyc_rails_id);
    const eur = all.find((p) => p.code === 'EUR_SEPA')!;
    expect(eur.kyc_rails_id).toBe('rail_eu_banking');
    const refused = await failure(
      call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: eur.id } }),
    );
    expect(refused.status).toBe(403);
    expect(refused.code).toBe('KYC_REQUIRED');
    // A verified identity alone is not the EU banking service: still refused.
    await h.control(`/kyc/${walletId}/status`, { status: 'APPROVED' });
    expect(
      (
        await failure(
          call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: eur.id } }),
        )
      ).code,
    ).toBe('KYC_REQUIRED');
  });

  it('the account is in the verified holder’s name, never their email', async () => {
    await verifyHolder();
    const eur = (await programs()).data.find((p) => p.code === 'EUR_SEPA')!;
    const { id } = await call(virtualAccountsApi.create, {
      body: { wallet_id: walletId, va_programs_id: eur.id },
    });
    const detail = await call(virtualAccountsApi.get, { path: { uuid: id } });
    expect(detail.account_details.beneficiary.name).toBe('Ada Lovelace');
    for (const ins of detail.deposit_instructions ?? []) expect(ins.account_holder_name).toBe('Ada Lovelace');
    expect(JSON.stringify(detail)).not.toContain('@example.com');
  });

  it('create → { id }; list shows it with full currencies; detail has plain-string currencies', async () => {
    await verifyHolder();
    const usd = (await programs()).data.find((p) => p.code === 'USD_ACH_WIRE')!;
    const created = await call(virtualAccountsApi.create, {
      body: { wallet_id: walletId, va_programs_id: usd.id },
    });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/virtual_account',
      token: user.access_token,
      body: { wallet_id: walletId, va_programs_id: usd.id },
      status: 200,
    });
    expect(created).toEqual({ id: expect.any(String) });

    const list = await call(virtualAccountsApi.list, {
      path: { wallet_uuid: walletId },
      query: { limit: 10, offset: 0 },
    });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/virtual_account/list/${walletId}`,
      token: user.access_token,
      query: { limit: '10', offset: '0' },
    });
    expect(list).toMatchObject({ count: 1, has_more: false });
    expect(list.data[0]).toMatchObject({
      id: created.id,
      wallet_id: walletId,
      va_programs_id: usd.id,
      status: 'ACTIVE',
      account_currency: { uuid: usd.account_currency_id, is_crypto: false },
      destination_currency: { is_crypto: false },
      account_details: { bankName: expect.any(String), beneficiary: { name: expect.any(String) } },
    });

    const detail = await call(virtualAccountsApi.get, { path: { uuid: created.id } });
    expectLastRequest({
      method: 'GET',
      service: 'core',
      path: `/virtual_account/${created.id}`,
      token: user.access_token,
    });
    expect(detail).toMatchObject({ id: created.id, account_currency: 'USD', destination_currency: 'USD' });
    expect(detail.order_types).toEqual(['HIFI_ACH_DEPOSIT', 'HIFI_WIRE_DEPOSIT']);
    expect(detail.account_details.ach?.routingNumber).toSatisfy((n: string) => abaError(n) === null);
    expect(detail.crypto_deposit_details).toEqual([]);
  });

  it('deposit instructions carry the fields each rail requires (API.md §14.1)', async () => {
    await verifyHolder();
    const all = (await programs()).data;
    for (const program of all) {
      await call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: program.id } });
    }
    const list = await call(virtualAccountsApi.list, {
      path: { wallet_uuid: walletId },
      query: { limit: 10, offset: 0 },
    });
    const rails = new Set<string>();
    for (const va of list.data) {
      const detail = await call(virtualAccountsApi.get, { path: { uuid: va.id } });
      expect(detail.deposit_instructions?.length).toBeGreaterThan(0);
      for (const ins of detail.deposit_instructions!) {
        rails.add(ins.instruction_type);
        expect(ins).toMatchObject({
          account_number: expect.any(String),
          institution_name: expect.any(String),
          asset_type_id: expect.any(String),
          memo: expect.any(String),
        });
        if (ins.instruction_type === 'FEDWIRE') {
          expect(ins.account_holder_name).toBeTruthy();
          expect(ins.account_routing_number).toSatisfy((n: string) => abaError(n) === null);
          expect(ins.institution_address).toMatchObject({ city: expect.any(String), country_code: 'US' });
          expect(ins.account_holder_address).toMatchObject({ address_line1: expect.any(String) });
        }
        if (ins.instruction_type === 'SEPA') {
          expect(ins.iban).toSatisfy((n: string) => ibanError(n) === null);
          expect(ins.swift_bic).toMatch(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/);
          expect(ins.institution_address).toBeTruthy();
          expect(ins.account_holder_address).toBeTruthy();
        }
        if (ins.instruction_type === 'SWIFT') {
          expect(ins.swift_bic).toBeTruthy();
          expect(ins.institution_address).toBeTruthy();
          expect(ins.account_holder_address).toBeTruthy();
        }
      }
      if (detail.destination_currency === 'USDT') {
        expect(detail.crypto_deposit_details[0]).toMatchObject({ chain_id: 728126428 });
        expect(detail.crypto_deposit_details[0]!.deposit_address).toMatch(/^T/);
      }
    }
    expect([...rails].sort()).toEqual(['ACH', 'FEDWIRE', 'SEPA', 'SWIFT']);
  });

  it('refuses a second account in the same program, an unknown program, and foreign wallets', async () => {
    await verifyHolder();
    const eur = (await programs()).data.find((p) => p.code === 'EUR_SEPA')!;
    await call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: eur.id } });
    const twice = await failure(
      call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: eur.id } }),
    );
    expect(twice.status).toBe(422);
    expect(twice.fields).toHaveProperty('va_programs_id');
    const unknown = await failure(
      call(virtualAccountsApi.create, { body: { wallet_id: walletId, va_programs_id: 'nope' } }),
    );
    expect(unknown.fields).toHaveProperty('va_programs_id');
    const mine = (
      await call(virtualAccountsApi.list, {
        path: { wallet_uuid: walletId },
        query: { limit: 10, offset: 0 },
      })
    ).data[0]!;

    await signInAs('va-outsider@example.com');
    const list = await failure(
      call(virtualAccountsApi.list, { path: { wallet_uuid: walletId }, query: { limit: 10, offset: 0 } }),
    );
    expect(list.status).toBe(403);
    const detail = await failure(call(virtualAccountsApi.get, { path: { uuid: mine.id } }));
    expect(detail.status).toBe(403);
    const missing = await failure(
      call(virtualAccountsApi.get, { path: { uuid: '00000000-0000-4000-8000-000000000000' } }),
    );
    expect(missing.status).toBe(404);
  });

  it('the demo user already has a USD account on the main wallet', async () => {
    await signInAs();
    const main = (await call(walletsApi.list, { query: { include_shared: true } })).data.find(
      (w) => w.name === 'Main',
    )!;
    const list = await call(virtualAccountsApi.list, {
      path: { wallet_uuid: main.uuid },
      query: { limit: 10, offset: 0 },
    });
    expect(list.count).toBe(1);
    expect(list.data[0]!.virtual_accounts_program.code).toBe('USD_ACH_WIRE');
  });
});
