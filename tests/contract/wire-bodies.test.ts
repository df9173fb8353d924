import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { parseJson } from '../../sandbox/server/json-text.ts';
import type { EndpointSpec } from '../../src/api/endpoint';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { ORDER_CREATE_V1, ORDER_CREATE_V2 } from '../../src/api/endpoints/orders';
import { otpApi } from '../../src/api/endpoints/otp';
import { call } from '../../src/api/http';
import { revokeSession } from '../../src/api/sign-out';
import type { LimitsUpdate } from '../../src/api/types/issuing';
import { clientRoutes, type Route } from '../../src/contract/index.ts';
import { limitMutation } from '../../src/features/cards/data';
import { sendCrypto } from '../../src/features/orders/crypto-send';
import { otpRequestFor } from '../../src/features/second-factor';
import { wireNumber } from '../../src/shared/wire-json';
import { signInAs } from './harness';
import { sandboxForThisFile, signInDemoWallets } from './lifecycle';

/**
 * Issue 9: every money-bearing POST/PATCH body, built the way the client builds it (the client's
 * wire types and builders), checked on the wire against the contract (src/contract, API.md as
 * schemas): field names, JSON types and values, a `number` written as a JSON number. The sandbox
 * must not refuse any of them for a field's name or JSON type (a 422 naming a field); domain
 * answers (404 for a made-up id, 403 for a second factor) are fine — this is about shape.
 */
const V1 = clientRoutes.orders.create;
const V2 = clientRoutes.ordersV2.create;
const h = sandboxForThisFile({}, { signedOut: false });

/** The contract's body schema of a route (src/contract). */
function bodySchemaOf(route: Route): z.ZodType {
  if (!route.body) throw new Error(`${route.method} ${route.path} takes no body in the contract`);
  return route.body;
}

/**
 * The last request's raw body, read as the platform reads it (every JSON number as its text) and
 * parsed with its route's body schema: field names, JSON types and values as API.md has them.
 */
function checkLast(route: Route, where: string): Record<string, unknown> {
  const req = h.lastRequest();
  const template = new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
  expect(req.method, where).toBe(route.method);
  expect(req.path, where).toMatch(template);
  const parsed = bodySchemaOf(route).safeParse(parseJson(req.rawBody));
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  expect(issues, `${where}: the body breaks the contract`).toEqual([]);
  return JSON.parse(req.rawBody) as Record<string, unknown>;
}

const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const rid = () => crypto.randomUUID();
let main = '';
let acme = '';

beforeAll(async () => {
  const demo = await signInDemoWallets();
  main = demo.walletNamed('Main');
  acme = demo.walletNamed('Acme Trading Ltd');
});

/** Sends and tolerates domain refusals; a 422 must not name a field for its shape. */
async function send(ep: EndpointSpec, body: object, path?: Record<string, string>) {
  try {
    await call(ep as never, { body, ...(path ? { path } : {}) } as never);
  } catch (err) {
    const e = err as { status?: number; fields?: Record<string, string> };
    if (e.status === 422)
      for (const [field, message] of Object.entries(e.fields ?? {}))
        expect(message, `the sandbox refused "${field}"`).not.toMatch(
          /must be (a|an) (number|string|boolean)|unknown field|not a field|is required/i,
        );
  }
}

describe('contract: money bodies on the wire have API.md’s field names and JSON types', () => {
  const v1Amount = wireNumber('12.5');

  it.each([
    ['EXCHANGE_CRYPTO_INTERNAL', '/orders/EXCHANGE_CRYPTO_INTERNAL'],
    ['EXCHANGE_OMNI', '/orders/EXCHANGE_OMNI'],
    ['TRANSFER_INTERNAL', '/orders/INTERNAL_TRANSFER'],
  ] as const)('v1 %s', async (type, path) => {
    await send(ORDER_CREATE_V1[type], { amount: v1Amount, wallet_uuid: main, from_uuid: USDT, to_uuid: BTC });
    const body = checkLast(V1[type], path);
    expect(h.lastRequest().rawBody).toContain('"amount":12.5,');
    expect(body.amount).toBe(12.5);
  });

  it('v1 WITHDRAWAL_CRYPTO', async () => {
    await send(ORDER_CREATE_V1.WITHDRAWAL_CRYPTO, {
      amount: v1Amount,
      wallet_uuid: main,
      crypto_uuid: USDT,
      to_address: '0x52908400098527886E0F7030069857D2E4169EE7',
      is_subsctract: true,
      is_reverse: false,
    });
    checkLast(V1.WITHDRAWAL_CRYPTO, 'WITHDRAWAL_CRYPTO');
  });

  it('v1 TBD_SWIFT_WITHDRAWAL takes the body API.md §15.2 shows ({ amount, wallet_uuid, currency_id })', async () => {
    await send(ORDER_CREATE_V1.TBD_SWIFT_WITHDRAWAL, {
      amount: v1Amount,
      wallet_uuid: main,
      currency_id: USD,
    });
    checkLast(V1.TBD_SWIFT_WITHDRAWAL, 'TBD_SWIFT_WITHDRAWAL');
  });

  it('v1 card top-ups and withdrawals (TopUpSheet bodies)', async () => {
    await send(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, { amount: v1Amount, wallet_uuid: main, card_id: 'c' });
    checkLast(V1.TRANSFER_CARD_PREPAID, 'TRANSFER_CARD_PREPAID');
    await send(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
      amount: v1Amount,
      wallet_uuid: main,
      from_uuid: USDT,
      sub_account_id: 's',
    });
    checkLast(V1.TRANSFER_CARD_SUBACCOUNT, 'TRANSFER_CARD_SUBACCOUNT');
    await send(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
      amount: v1Amount,
      wallet_id: main,
      currency_id: USD,
      vendor_id: 'v',
    });
    checkLast(V1.TRANSFER_CARD_WHOLESALE, 'TRANSFER_CARD_WHOLESALE');
    await send(ORDER_CREATE_V1.WITHDRAW_CARD_PREPAID, { amount: v1Amount, wallet_uuid: main, card_id: 'c' });
    checkLast(V1.WITHDRAW_CARD_PREPAID, 'WITHDRAW_CARD_PREPAID');
    await send(ORDER_CREATE_V1.WITHDRAW_CARD_SUBACCOUNT, {
      amount: v1Amount,
      wallet_uuid: main,
      sub_account_id: 's',
    });
    checkLast(V1.WITHDRAW_CARD_SUBACCOUNT, 'WITHDRAW_CARD_SUBACCOUNT');
  });

  it.each([
    'HIFI_WIRE_ONRAMP',
    'HIFI_ACH_ONRAMP',
    'HIFI_SEPA_ONRAMP',
    'HIFI_WIRE_OFFRAMP',
    'HIFI_ACH_OFFRAMP',
    'HIFI_SEPA_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
  ] as const)('v2 ramp %s (RampFlow body)', async (type) => {
    await send(ORDER_CREATE_V2[type], {
      request_id: rid(),
      wallet_id: main,
      from_currency_id: USDT,
      to_currency_id: USD,
      amount: wireNumber('100.01'),
      is_subtract: true,
      is_reverse: false,
      counterparty_destination_id: 'd',
    });
    checkLast(V2[type], type);
  });

  it.each(['OMNIBUS_CRYPTO_TRANSFER', 'SEGREGATED_CRYPTO_TRANSFER', 'HIFI_CRYPTO_TRANSFER'] as const)(
    'v2 %s (sendCrypto)',
    async (type) => {
      await sendCrypto({
        type,
        requestId: rid(),
        walletId: main,
        currencyId: USDT,
        walletAccountId: 'a',
        destinationId: 'd',
        counterpartyId: 'cp',
        amount: '0.000000000000000001',
        isReverse: false,
      }).catch(() => {});
      checkLast(V2[type], type);
      // 18 decimals survive: written as digits, never through a float.
      expect(h.lastRequest().rawBody).toContain('"amount":0.000000000000000001,');
    },
  );

  it('v2 RN_CARDS_OFFRAMP, L2F_*_OFFRAMP and TRANSFER_INTERNAL', async () => {
    const base = {
      request_id: rid(),
      wallet_id: main,
      from_currency_id: USDT,
      to_currency_id: USD,
      amount: wireNumber('5'),
      is_subtract: true,
      is_reverse: false,
    };
    await send(ORDER_CREATE_V2.RN_CARDS_OFFRAMP, { ...base, sub_account_id: 's' });
    checkLast(V2.RN_CARDS_OFFRAMP, 'RN_CARDS_OFFRAMP');
    for (const type of [
      'L2F_SEPA_OFFRAMP',
      'L2F_SWIFT_OFFRAMP',
      'L2F_ACH_OFFRAMP',
      'L2F_WIRE_OFFRAMP',
    ] as const) {
      await send(ORDER_CREATE_V2[type], {
        ...base,
        request_id: rid(),
        virtual_account_id: 'v',
        counterparty_destination_id: 'd',
      });
      checkLast(V2[type], type);
    }
    await send(ORDER_CREATE_V2.TRANSFER_INTERNAL, {
      wallet_id: main,
      to_wallet_id: acme,
      to_wallet_uuid: acme,
      from_crypto_uuid: USD,
      amount: wireNumber('1'),
      request_id: rid(),
      is_subtract: true,
      is_reverse: false,
    });
    checkLast(V2.TRANSFER_INTERNAL, 'TRANSFER_INTERNAL');
  });

  it('OTP create (otpRequestFor): amount, from_amount and to_amount are numbers', async () => {
    const body = otpRequestFor({
      requestId: rid(),
      orderType: 'WITHDRAWAL_CRYPTO',
      walletId: main,
      fromSymbol: 'USDT',
      toSymbol: 'USDT',
      fromCurrencyId: USDT,
      toCurrencyId: USDT,
      fromAmount: '12.5',
      toAmount: '11.75',
    });
    await send(otpApi.create, body);
    const sent = checkLast(clientRoutes.otp.create, 'otp create');
    expect(h.lastRequest().rawBody).toContain('"from_amount":12.5,');
    expect(sent.amount).toBe(12.5);
  });

  it('card create (initial_topup a number) and limits (the limit mutation: caps are numbers)', async () => {
    await send(issuingApi.createCard, {
      program_id: 'prog-visa-virtual-prepaid-usd',
      wallet_id: main,
      request_id: rid(),
      nick_name: 'Wire check',
      user_data_id: '1',
      initial_topup: wireNumber('10'),
    });
    checkLast(clientRoutes.issuing.createCard, 'card create');
    await limitMutation()
      .mutationFn?.({ cardId: 'no-such-card', period: 'daily', cap: '50.5' }, undefined as never)
      .catch(() => {});
    const limits = checkLast(clientRoutes.issuing.updateLimits, 'limits');
    expect(limits).toEqual({ daily_cap: 50.5 });
    const typed: LimitsUpdate = { weekly_cap: wireNumber('1') };
    expect(typed.weekly_cap).toBeDefined();
  });

  it('sign-out (API.md §19)', async () => {
    await signInAs();
    await revokeSession('local');
    checkLast(clientRoutes.auth.signOut, 'sign-out');
  });
});
