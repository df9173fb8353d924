import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointSpec } from '../../src/api/endpoint';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { ORDER_CREATE_V1, ORDER_CREATE_V2 } from '../../src/api/endpoints/orders';
import { otpApi } from '../../src/api/endpoints/otp';
import { call } from '../../src/api/http';
import { revokeSession } from '../../src/api/sign-out';
import type { LimitsUpdate } from '../../src/api/types/issuing';
import { setLimit } from '../../src/features/cards/actions';
import { sendCrypto } from '../../src/features/orders/crypto-send';
import { otpRequestFor } from '../../src/features/orders/second-factor';
import { wireNumber } from '../../src/shared/wire-json';
import { signInAs } from './harness';
import { sandboxForThisFile, signInDemoWallets } from './lifecycle';

/**
 * Issue 9: every money-bearing POST/PATCH body, built the way the client builds it (the client's
 * wire types and builders), checked on the wire against API.md: field names and JSON types, a
 * `number` written as a JSON number. The sandbox must not refuse any of them for a field's name
 * or JSON type (a 422 naming a field the schema lists); domain answers (404 for a made-up id,
 * 403 for a second factor) are fine — this is about shape.
 */
const h = sandboxForThisFile({}, { signedOut: false });

type JsonType = 'string' | 'number' | 'boolean' | 'object' | 'array';
/** API.md's shape: `name` required, `name?` optional. */
type Schema = Record<string, JsonType>;

const V1 = (extra: Schema): Schema => ({ amount: 'number', ...extra });
const BASE_ORDER: Schema = {
  request_id: 'string',
  wallet_id: 'string',
  from_currency_id: 'string',
  to_currency_id: 'string',
  amount: 'number',
  is_subtract: 'boolean',
  is_reverse: 'boolean',
  'reference?': 'string',
  'note?': 'string',
  'documents?': 'array',
};
const { to_currency_id: _drop, ...CRYPTO_TRANSFER } = BASE_ORDER;

/** API.md §15.2, §16.3, §17, §12.3, §19. */
const SCHEMAS: Record<string, Schema> = {
  '/orders/INTERNAL_TRANSFER': V1({ wallet_uuid: 'string', from_uuid: 'string', to_uuid: 'string' }),
  '/orders/EXCHANGE_CRYPTO_INTERNAL': V1({ wallet_uuid: 'string', from_uuid: 'string', to_uuid: 'string' }),
  '/orders/EXCHANGE_OMNI': V1({ wallet_uuid: 'string', from_uuid: 'string', to_uuid: 'string' }),
  '/orders/WITHDRAWAL_CRYPTO': V1({
    wallet_uuid: 'string',
    crypto_uuid: 'string',
    to_address: 'string',
    is_subsctract: 'boolean',
    is_reverse: 'boolean',
    'memo?': 'string',
    'note?': 'string',
  }),
  '/orders/TRANSFER_CARD_SUBACCOUNT': V1({
    wallet_uuid: 'string',
    from_uuid: 'string',
    sub_account_id: 'string',
  }),
  '/orders/TRANSFER_CARD_PREPAID': V1({ wallet_uuid: 'string', card_id: 'string' }),
  '/orders/TRANSFER_CARD_WHOLESALE': V1({ wallet_id: 'string', currency_id: 'string', vendor_id: 'string' }),
  '/orders/WITHDRAW_CARD_PREPAID': V1({ wallet_uuid: 'string', card_id: 'string' }),
  '/orders/WITHDRAW_CARD_SUBACCOUNT': V1({ wallet_uuid: 'string', sub_account_id: 'string' }),
  '/v2/orders/RAMP': { ...BASE_ORDER, counterparty_destination_id: 'string' },
  '/v2/orders/CRYPTO_TRANSFER': {
    ...CRYPTO_TRANSFER,
    wallet_account_id: 'string',
    counterparty_destination_id: 'string',
  },
  '/v2/orders/RN_CARDS_OFFRAMP': { ...BASE_ORDER, sub_account_id: 'string' },
  '/v2/orders/L2F': { ...BASE_ORDER, virtual_account_id: 'string', counterparty_destination_id: 'string' },
  '/v2/orders/HIFI_CRYPTO_TRANSFER': {
    request_id: 'string',
    counterparty_account_id: 'string',
    amount: 'number',
    wallet_id: 'string',
    wallet_account_id: 'string',
    from_currency_id: 'string',
    is_subtract: 'boolean',
    is_reverse: 'boolean',
    'note?': 'string',
  },
  '/v2/orders/TRANSFER_INTERNAL': {
    wallet_id: 'string',
    to_wallet_id: 'string',
    to_wallet_uuid: 'string',
    from_crypto_uuid: 'string',
    amount: 'number',
    request_id: 'string',
    is_subtract: 'boolean',
    is_reverse: 'boolean',
  },
  '/api/otp-verification/create': {
    request_id: 'string',
    order_type: 'string',
    amount: 'number',
    wallet_id: 'string',
    meta: 'object',
  },
  'otp meta': {
    type: 'string',
    sub_type: 'string',
    currency: 'string',
    from_currency: 'string',
    to_currency: 'string',
    from_currency_id: 'string',
    to_currency_id: 'string',
    from_amount: 'number',
    to_amount: 'number',
    counterparty_account_id: 'string',
    counterparty_destination_id: 'string',
    'note?': 'string',
    'refference?': 'string',
  },
  '/issuing/cards/create': {
    program_id: 'string',
    wallet_id: 'string',
    request_id: 'string',
    nick_name: 'string',
    user_data_id: 'string',
    'initial_topup?': 'number',
    'currency_id?': 'string',
  },
  limits: Object.fromEntries(
    ['all_time', 'daily', 'weekly', 'monthly', 'yearly', 'per_transaction'].map((p) => [
      `${p}_cap?`,
      'number',
    ]),
  ) as Schema,
  '/auth/sign-out': { access_token: 'string', refresh_token: 'string', scope: 'string' },
};

function jsonType(value: unknown): JsonType | 'null' {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

/** Field names and JSON types of a parsed body against an API.md schema. */
function expectShape(body: Record<string, unknown>, schema: Schema, where: string) {
  const fields = new Map(
    Object.entries(schema).map(([k, t]) => [k.replace(/\?$/, ''), { t, optional: k.endsWith('?') }]),
  );
  for (const [name, value] of Object.entries(body)) {
    const want = fields.get(name);
    expect(want, `${where}: "${name}" is not a field of API.md's body`).toBeDefined();
    expect(jsonType(value), `${where}: "${name}" must be a JSON ${want!.t}`).toBe(want!.t);
  }
  for (const [name, { optional }] of fields)
    if (!optional) expect(body, `${where}: required "${name}" missing`).toHaveProperty(name);
}

/** The last request's raw body, parsed, checked, and the sandbox's answer not a 422 about shape. */
function checkLast(schema: Schema, where: string): Record<string, unknown> {
  const req = h.lastRequest();
  const body = JSON.parse(req.rawBody) as Record<string, unknown>;
  expectShape(body, schema, where);
  return body;
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
    const body = checkLast(SCHEMAS[path]!, path);
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
    checkLast(SCHEMAS['/orders/WITHDRAWAL_CRYPTO']!, 'WITHDRAWAL_CRYPTO');
  });

  it('v1 card top-ups and withdrawals (TopUpSheet bodies)', async () => {
    await send(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, { amount: v1Amount, wallet_uuid: main, card_id: 'c' });
    checkLast(SCHEMAS['/orders/TRANSFER_CARD_PREPAID']!, 'TRANSFER_CARD_PREPAID');
    await send(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
      amount: v1Amount,
      wallet_uuid: main,
      from_uuid: USDT,
      sub_account_id: 's',
    });
    checkLast(SCHEMAS['/orders/TRANSFER_CARD_SUBACCOUNT']!, 'TRANSFER_CARD_SUBACCOUNT');
    await send(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
      amount: v1Amount,
      wallet_id: main,
      currency_id: USD,
      vendor_id: 'v',
    });
    checkLast(SCHEMAS['/orders/TRANSFER_CARD_WHOLESALE']!, 'TRANSFER_CARD_WHOLESALE');
    await send(ORDER_CREATE_V1.WITHDRAW_CARD_PREPAID, { amount: v1Amount, wallet_uuid: main, card_id: 'c' });
    checkLast(SCHEMAS['/orders/WITHDRAW_CARD_PREPAID']!, 'WITHDRAW_CARD_PREPAID');
    await send(ORDER_CREATE_V1.WITHDRAW_CARD_SUBACCOUNT, {
      amount: v1Amount,
      wallet_uuid: main,
      sub_account_id: 's',
    });
    checkLast(SCHEMAS['/orders/WITHDRAW_CARD_SUBACCOUNT']!, 'WITHDRAW_CARD_SUBACCOUNT');
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
    checkLast(SCHEMAS['/v2/orders/RAMP']!, type);
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
      const schema =
        type === 'HIFI_CRYPTO_TRANSFER'
          ? SCHEMAS['/v2/orders/HIFI_CRYPTO_TRANSFER']!
          : SCHEMAS['/v2/orders/CRYPTO_TRANSFER']!;
      checkLast(schema, type);
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
    checkLast(SCHEMAS['/v2/orders/RN_CARDS_OFFRAMP']!, 'RN_CARDS_OFFRAMP');
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
      checkLast(SCHEMAS['/v2/orders/L2F']!, type);
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
    checkLast(SCHEMAS['/v2/orders/TRANSFER_INTERNAL']!, 'TRANSFER_INTERNAL');
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
    const sent = checkLast(SCHEMAS['/api/otp-verification/create']!, 'otp create');
    expectShape(sent.meta as Record<string, unknown>, SCHEMAS['otp meta']!, 'otp meta');
  });

  it('card create (initial_topup a number) and limits (setLimit: caps are numbers)', async () => {
    await send(issuingApi.createCard, {
      program_id: 'prog-visa-virtual-prepaid-usd',
      wallet_id: main,
      request_id: rid(),
      nick_name: 'Wire check',
      user_data_id: '1',
      initial_topup: wireNumber('10'),
    });
    checkLast(SCHEMAS['/issuing/cards/create']!, 'card create');
    await setLimit('no-such-card', 'daily', '50.5').catch(() => {});
    const limits = checkLast(SCHEMAS.limits!, 'limits');
    expect(limits).toEqual({ daily_cap: 50.5 });
    const typed: LimitsUpdate = { weekly_cap: wireNumber('1') };
    expect(typed.weekly_cap).toBeDefined();
  });

  it('sign-out (API.md §19)', async () => {
    await signInAs();
    await revokeSession('local');
    checkLast(SCHEMAS['/auth/sign-out']!, 'sign-out');
  });
});
