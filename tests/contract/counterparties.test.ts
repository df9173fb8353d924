import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { counterpartiesApi } from '../../src/api/endpoints/counterparties';
import { ORDER_CREATE_V2 } from '../../src/api/endpoints/orders';
import { otpApi } from '../../src/api/endpoints/otp';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { otpRequestFor } from '../../src/features/second-factor';
import { wireNumber } from '../../src/shared/wire-json';
import { type ContractSandbox, expectLastRequest, failure, signInAs, startContractSandbox } from './harness';

/** Counterparties and destinations (API.md §8) through the real client, with bank-grade validation. */
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const GERMANY = 82;
const US = 233;
const NEW_YORK = 1452;

let h: ContractSandbox;
let token = '';
let wallet = '';
beforeAll(async () => {
  h = await startContractSandbox({ timeScale: 1 });
});
afterAll(() => h.stop());
beforeEach(async () => {
  token = (await signInAs()).access_token;
  wallet = (await call(walletsApi.list, { query: { limit: 100, offset: 0 } })).data.find(
    (w) => w.name === 'Main',
  )!.uuid;
});

const person = {
  name: 'Erika Mustermann',
  email: 'erika@example.de',
  phone: '4930123456',
  type: 'INDIVIDUAL' as const,
  is_pinned: false,
  is_self: false,
};
const address = { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: GERMANY };
const sepa = (iban: string) => ({
  type: 'SEPA' as const,
  nickname: 'Main account',
  external_banking_data: { bank_name: 'Commerzbank', note: null, iban, address },
});

async function newCounterparty() {
  return call(counterpartiesApi.create, { path: { wallet_id: wallet }, body: person });
}

describe('contract: counterparties', () => {
  it('creates, lists, reads and edits a counterparty (v2, Bearer)', async () => {
    const cp = await newCounterparty();
    expectLastRequest({
      method: 'POST',
      service: 'v2',
      path: `/counterparties/${wallet}`,
      token,
      body: person,
      status: 200,
    });
    expect(cp).toMatchObject({ id: expect.any(String), ...person, created_at: expect.any(String) });
    const list = await call(counterpartiesApi.list, {
      path: { wallet_id: wallet },
      query: { filter: { search: 'erika' } },
    });
    expect(list).toMatchObject({ total: expect.any(Number), has_more: false });
    expect(list.data.some((c) => c.id === cp.id)).toBe(true);
    const updated = await call(counterpartiesApi.update, {
      path: { wallet_id: wallet, counterparty_account_id: cp.id },
      body: { nickname: 'Erika', is_self: false },
    });
    expect(updated.nickname).toBe('Erika');
    const read = await call(counterpartiesApi.get, {
      path: { wallet_id: wallet, counterparty_account_id: cp.id },
    });
    expect(read.nickname).toBe('Erika');
  });

  it('refuses a bad email and phone with 422 naming the field', async () => {
    const err = await failure(
      call(counterpartiesApi.create, { path: { wallet_id: wallet }, body: { ...person, email: 'nope' } }),
    );
    expect(err.status).toBe(422);
    expect(err.fields.email).toBeDefined();
    const phone = await failure(
      call(counterpartiesApi.create, { path: { wallet_id: wallet }, body: { ...person, phone: '12' } }),
    );
    expect(phone.fields.phone).toBeDefined();
  });

  it('a recipient needs a name only: email and phone may be empty strings ("not known"), and bad ones are still refused (issue 20 #8)', async () => {
    const cp = await call(counterpartiesApi.create, {
      path: { wallet_id: wallet },
      body: { ...person, email: '', phone: '' },
    });
    expect(cp).toMatchObject({ name: 'Erika Mustermann', email: '', phone: '' });
    const named = await failure(
      call(counterpartiesApi.create, { path: { wallet_id: wallet }, body: { ...person, name: ' ' } }),
    );
    expect(named.fields.name).toBeDefined();
  });

  it('each rail needs only its own identifiers: SEPA an IBAN, ACH routing and account, UK sort code and account, SWIFT a BIC and account (issue 20 #8)', async () => {
    const cp = await newCounterparty();
    const path = { wallet_id: wallet, counterparty_account_id: cp.id };
    const bank = (type: 'SEPA' | 'ACH' | 'FPS' | 'SWIFT', data: Record<string, string | null>) =>
      call(counterpartiesApi.createDestination, {
        path,
        body: { type, nickname: null, external_banking_data: { bank_name: null, note: null, ...data } },
      });
    const sepa = await bank('SEPA', { iban: 'DE89370400440532013000' });
    expect(sepa.external_banking_data).toMatchObject({ bank_name: null, iban: 'DE89370400440532013000' });
    await bank('ACH', { routing_number: '021000021', account_number: '123456789' });
    await bank('FPS', { routing_number: '601613', account_number: '31926819' });
    await bank('SWIFT', { swift_bic: 'HSBCHKHH', account_number: '123456789001' });
    // The bank's country, when sent, must still be one ACH can reach.
    const abroad = await failure(
      call(counterpartiesApi.createDestination, {
        path,
        body: {
          type: 'ACH',
          nickname: null,
          external_banking_data: {
            bank_name: null,
            note: null,
            routing_number: '021000021',
            account_number: '123456789',
            address: { country_id: GERMANY },
          },
        },
      }),
    );
    expect(abroad.fields['external_banking_data.address.country_id']).toMatch(/United States/);
    const noIban = await failure(bank('SEPA', {}));
    expect(noIban.fields['external_banking_data.iban']).toBeDefined();
  });

  it('SEPA: IBAN mod-97 is checked; a good one is saved with the country embedded in the detail', async () => {
    const cp = await newCounterparty();
    const path = { wallet_id: wallet, counterparty_account_id: cp.id };
    const bad = await failure(
      call(counterpartiesApi.createDestination, { path, body: sepa('DE89370400440532013001') }),
    );
    expect(bad.status).toBe(422);
    expect(bad.fields['external_banking_data.iban']).toMatch(/check digits/);
    const good = await call(counterpartiesApi.createDestination, {
      path,
      body: sepa('de89 3704 0044 0532 0130 00'),
    });
    expect(good.type).toBe('SEPA');
    expect(good.external_banking_data?.iban).toBe('DE89370400440532013000');
    expect(good.external_banking_data?.address?.country?.iso2).toBe('DE');
    const list = await call(counterpartiesApi.destinations, { path });
    expect(list.data.map((d) => d.id)).toContain(good.id);
  });

  it('ACH and DOMESTIC_WIRE: ABA checksum and a US state; DOMESTIC_WIRE comes back as FEDWIRE', async () => {
    const cp = await newCounterparty();
    const path = { wallet_id: wallet, counterparty_account_id: cp.id };
    const us = {
      street1: '1 Main St',
      city: 'New York',
      postcode: '10004',
      country_id: US,
      state_id: NEW_YORK,
    };
    const body = (routing: string) => ({
      type: 'DOMESTIC_WIRE' as const,
      nickname: null,
      external_banking_data: {
        bank_name: 'Chase',
        note: null,
        routing_number: routing,
        account_number: '123456789',
        address: us,
      },
    });
    const bad = await failure(call(counterpartiesApi.createDestination, { path, body: body('021000022') }));
    expect(bad.fields['external_banking_data.routing_number']).toMatch(/check digit/);
    const noState = await failure(
      call(counterpartiesApi.createDestination, {
        path,
        body: {
          ...body('021000021'),
          external_banking_data: {
            ...body('021000021').external_banking_data,
            address: { ...us, state_id: null },
          },
        },
      }),
    );
    expect(noState.fields['external_banking_data.address.state_id']).toBeDefined();
    const wire = await call(counterpartiesApi.createDestination, { path, body: body('021000021') });
    expect(wire.type).toBe('FEDWIRE');
  });

  it('SWIFT needs a valid BIC; crypto needs an address of the currency’s chain', async () => {
    const cp = await newCounterparty();
    const path = { wallet_id: wallet, counterparty_account_id: cp.id };
    const swift = await failure(
      call(counterpartiesApi.createDestination, {
        path,
        body: {
          type: 'SWIFT',
          nickname: null,
          external_banking_data: {
            bank_name: 'HSBC',
            note: null,
            swift_bic: 'HSBC1',
            account_number: '12345678',
            address,
          },
        },
      }),
    );
    expect(swift.fields['external_banking_data.swift_bic']).toMatch(/8 or 11/);
    const crypto = await failure(
      call(counterpartiesApi.createDestination, {
        path,
        body: {
          type: 'CRYPTO_EXTERNAL',
          nickname: null,
          external_crypto_data: { address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', currency_id: USDT },
        },
      }),
    );
    expect(crypto.fields['external_crypto_data.address']).toMatch(/Ethereum/);
  });

  it('renames a destination; one used by a pending order cannot be deleted (409), a free one can', async () => {
    const cp = await newCounterparty();
    const path = { wallet_id: wallet, counterparty_account_id: cp.id };
    const dest = await call(counterpartiesApi.createDestination, {
      path,
      body: sepa('DE89370400440532013000'),
    });
    const renamed = await call(counterpartiesApi.updateDestination, {
      path: { ...path, counterparty_destination_id: dest.id },
      body: { nickname: 'Salary' },
    });
    expect(renamed.nickname).toBe('Salary');
    // An off-ramp to it (timeScale 1: stays open for a few seconds).
    const requestId = `cp-contract-${Date.now()}`;
    await call(otpApi.create, {
      body: otpRequestFor({
        requestId,
        orderType: 'HIFI_SEPA_OFFRAMP',
        walletId: wallet,
        fromSymbol: 'USDT',
        toSymbol: 'EUR',
        fromCurrencyId: USDT,
        toCurrencyId: EUR,
        fromAmount: '20',
        toAmount: '18',
        counterpartyAccountId: cp.id,
        counterpartyDestinationId: dest.id,
      }),
    });
    await call(otpApi.request, { body: { request_id: requestId, channel: 'EMAIL' } });
    await call(otpApi.verify, {
      body: { request_id: requestId, channel: 'EMAIL', otp: h.lastCode('demo@sandbox.dev') },
    });
    await call(ORDER_CREATE_V2.HIFI_SEPA_OFFRAMP, {
      body: {
        request_id: requestId,
        wallet_id: wallet,
        from_currency_id: USDT,
        to_currency_id: EUR,
        amount: wireNumber('20'),
        is_subtract: true,
        is_reverse: false,
        counterparty_destination_id: dest.id,
      },
    });
    const inUse = await failure(
      call(counterpartiesApi.removeDestination, { path: { ...path, counterparty_destination_id: dest.id } }),
    );
    expect(inUse.status).toBe(409);
    expect(inUse.message).toMatch(/used by an order/);
    const free = await call(counterpartiesApi.createDestination, {
      path,
      body: sepa('GB82WEST12345698765432'),
    });
    await call(counterpartiesApi.removeDestination, {
      path: { ...path, counterparty_destination_id: free.id },
    });
    expectLastRequest({
      method: 'DELETE',
      service: 'v2',
      path: `/counterparties/${wallet}/${cp.id}/destinations/${free.id}`,
      token,
      status: 200,
    });
    const gone = await failure(
      call(counterpartiesApi.destination, { path: { ...path, counterparty_destination_id: free.id } }),
    );
    expect(gone.status).toBe(404);
  });

  it('another user cannot read this wallet’s counterparties (403)', async () => {
    await signInAs(`stranger-${Date.now()}@example.com`);
    const err = await failure(call(counterpartiesApi.list, { path: { wallet_id: wallet } }));
    expect(err.status).toBe(403);
  });
});
