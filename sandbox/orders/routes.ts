import type { Context } from 'hono';
import type * as z from 'zod';
import { orderAliasRoutes, ordersRoutes, ordersV2Routes } from '../../src/contract/orders.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { createAddressBook } from '../wallets/addresses.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { calculate, calcWire } from './calc.ts';
import type { CardTopUpType } from './card-topup.ts';
import type { CardWithdrawType } from './card-withdraw.ts';
import { createOrder, type OrderIntent } from './create.ts';
import { idempotencyKey } from './idempotency.ts';
import { matchingOrders, orderPage, ordersCsv } from './list.ts';
import { ORDER_TYPES, orderTypeById, orderTypeWire, pairAllowed } from './order-types.ts';
import { resumeOpenOrders } from './progress.ts';
import { exchangeRates } from './rates.ts';
import { seedDemoOrders } from './seed.ts';
import { type OrderRow, orderTable } from './tables.ts';
import { createAnswer, orderDetail } from './wire.ts';

function queryBool(c: Context, name: string, fallback: boolean): boolean {
  const v = c.req.query(name);
  if (v === undefined || v === '') return fallback;
  if (v !== 'true' && v !== 'false') invalid(name, `${name} must be true or false.`);
  return v === 'true';
}

/** The calculators' `amount`: a positive decimal, exact. */
function queryAmount(c: Context): string {
  const raw = c.req.query('amount') ?? '';
  if (!/^\d+(\.\d+)?$/.test(raw)) invalid('amount', 'amount must be a positive number.');
  if (/^0+(\.0+)?$/.test(raw)) invalid('amount', 'amount must be greater than zero.');
  return raw;
}

/** Shared by both calc routes: both versions answer the same CalcResult. */
function calcFrom(ctx: SandboxContext, c: Context, fromKey: string[], toKey: string[]) {
  ctx.userId(c, 'core');
  const pick = (keys: string[]) => keys.map((k) => c.req.query(k)).find((v) => v !== undefined && v !== '');
  const from = pick(fromKey);
  const to = pick(toKey);
  if (!from) invalid(fromKey[0]!, 'From currency or to currency is not defined.');
  if (!to) invalid(toKey[0]!, 'From currency or to currency is not defined.');
  // SPEC §7 shows the v1 calc without order_type; an exchange is what such a call prices.
  const orderType = c.req.query('order_type') || 'EXCHANGE_CRYPTO_INTERNAL';
  const toAddress = c.req.query('to_address');
  const own = toAddress ? createAddressBook(ctx).byAddress(toAddress.trim()) : undefined;
  const calc = calculate({
    order_type: orderType,
    from_currency_id: from,
    to_currency_id: to,
    amount: queryAmount(c),
    is_reverse: queryBool(c, 'is_reverse', false),
    internal_destination: own !== undefined || orderType === 'TRANSFER_INTERNAL',
  });
  return c.json(calcWire(calc));
}

const V1 = ordersRoutes.create;
const V2 = ordersV2Routes.create;

/**
 * orders (API.md §11, §15, §16): exchange rates, the calculator (v1 and v2), order types with
 * their KYC rails, order creation for exchange / withdrawal / internal transfer / on- and
 * off-ramps / crypto transfers, idempotency by request_id, and status progress over time.
 */
export const registerOrders: SandboxModule = (ctx) => {
  resumeOpenOrders(ctx);
  ctx.users.onCreated((user) => seedDemoOrders(ctx, user));
  const { core } = ctx;
  const ledger = ledgerFor(ctx);

  core.get('/orders/calc', (c) =>
    calcFrom(ctx, c, ['from_currency', 'from_currency_id'], ['to_currency', 'to_currency_id']),
  );
  core.get('/v2/orders/calc', (c) => calcFrom(ctx, c, ['from_currency_id'], ['to_currency_id']));

  core.get('/orders/order_types', (c) => {
    ctx.userId(c, 'core');
    return c.json(ORDER_TYPES.filter((t) => t.v1).map((t) => orderTypeWire(t, 1)));
  });
  core.get('/v2/orders/order_types', (c) => {
    ctx.userId(c, 'core');
    return c.json(ORDER_TYPES.filter((t) => t.v2).map((t) => orderTypeWire(t, 2)));
  });

  core.get('/exchange/', (c) => {
    ctx.userId(c, 'core');
    const typeId = c.req.query('order_type');
    if (!typeId) invalid('order_type', 'order_type is required.');
    const def = orderTypeById(typeId);
    if (!def) return c.json([]);
    const from = c.req.query('from_uuid') || undefined;
    const to = c.req.query('to_uuid') || undefined;
    if (from && to) invalid('to_uuid', 'Send from_uuid or to_uuid, not both.');
    return c.json(exchangeRates({ from, to, allowed: (f, t) => pairAllowed(def.pairs, f, t) }, ctx.now()));
  });

  const respond = (c: Context, intent: OrderIntent) => {
    const { order } = createOrder(ctx, c, intent);
    return c.json(createAnswer(order), 200);
  };

  // ---- first generation (no request_id in bodies: the Idempotency-Key header carries it) ----

  const v1Exchange = (type: 'EXCHANGE_CRYPTO_INTERNAL' | 'TRANSFER_INTERNAL') => (c: Context) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1[type].body);
    const isTransfer = type === 'TRANSFER_INTERNAL';
    // INTERNAL_TRANSFER (API.md §15.2): from_uuid is the currency, to_uuid the receiving wallet.
    return respond(c, {
      type,
      version: 1,
      walletId: body.wallet_uuid,
      fromCurrencyId: body.from_uuid,
      toCurrencyId: isTransfer ? body.from_uuid : body.to_uuid,
      toWalletId: isTransfer ? body.to_uuid : null,
      amount: body.amount,
      isReverse: false,
      requestId: idempotencyKey(c, null),
    });
  };
  core.post('/orders/EXCHANGE_CRYPTO_INTERNAL', v1Exchange('EXCHANGE_CRYPTO_INTERNAL'));
  core.post('/orders/INTERNAL_TRANSFER', v1Exchange('TRANSFER_INTERNAL'));

  core.post('/orders/WITHDRAWAL_CRYPTO', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1.WITHDRAWAL_CRYPTO.body);
    if (body.to_address.trim() === '') invalid('to_address', 'Enter the destination address.');
    return respond(c, {
      type: 'WITHDRAWAL_CRYPTO',
      version: 1,
      walletId: body.wallet_uuid,
      fromCurrencyId: body.crypto_uuid,
      toCurrencyId: body.crypto_uuid,
      amount: body.amount,
      isReverse: body.is_reverse,
      requestId: idempotencyKey(c, null),
      toAddress: body.to_address,
      memo: body.memo ?? null,
      note: body.note ?? null,
    });
  });

  /**
   * A card order's route (API.md §15.2), `POST /orders/<type>`: its body, read through its schema,
   * names the wallet, the amount and the card side; createOrder checks that side after the
   * idempotency look-up (card-topup.ts, card-withdraw.ts), so a repeat still answers.
   */
  const cardRoute = <T extends CardTopUpType | CardWithdrawType>(
    type: T,
    intentOf: (
      body: z.output<(typeof V1)[T]['body']>,
    ) => Pick<OrderIntent, 'walletId' | 'amount'> & Partial<OrderIntent>,
  ) =>
    core.post(`/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      return respond(c, {
        type,
        version: 1,
        fromCurrencyId: '',
        toCurrencyId: '',
        isReverse: true, // createOrder sets the side from the card order's kind
        requestId: idempotencyKey(c, null),
        // One schema per type: TypeScript cannot follow V1[type] back to T, hence the cast.
        ...intentOf(readBody(c, V1[type].body) as z.output<(typeof V1)[T]['body']>),
      });
    });
  const ref = (value: string, field: string, what: string): string => {
    if (value.trim() === '') invalid(field, `Choose ${what} (${field}).`);
    return value.trim();
  };
  // Card top-ups: `amount` is what the card receives.
  cardRoute('TRANSFER_CARD_PREPAID', (body) => ({
    walletId: body.wallet_uuid,
    amount: body.amount,
    card: { cardId: ref(body.card_id, 'card_id', 'the card to top up') },
  }));
  cardRoute('TRANSFER_CARD_SUBACCOUNT', (body) => ({
    walletId: body.wallet_uuid,
    amount: body.amount,
    fromCurrencyId: body.from_uuid,
    card: { subAccountId: ref(body.sub_account_id, 'sub_account_id', 'the card account to top up') },
  }));
  cardRoute('TRANSFER_CARD_WHOLESALE', (body) => ({
    walletId: body.wallet_id,
    amount: body.amount,
    fromCurrencyId: body.currency_id,
    card: { vendorId: ref(body.vendor_id, 'vendor_id', 'the card issuer') },
  }));
  // Money back from a card: `amount` leaves the card. The answer is not shown (typed null):
  // createAnswer answers null.
  cardRoute('WITHDRAW_CARD_PREPAID', (body) => ({
    walletId: body.wallet_uuid,
    amount: body.amount,
    card: { cardId: ref(body.card_id, 'card_id', 'the card to move money from') },
  }));
  cardRoute('WITHDRAW_CARD_SUBACCOUNT', (body) => ({
    walletId: body.wallet_uuid,
    amount: body.amount,
    card: { subAccountId: ref(body.sub_account_id, 'sub_account_id', 'the card account to move money from') },
  }));

  /** What every ramp and transfer body names, in the intent's words. */
  interface RampFields {
    walletId: string;
    fromCurrencyId: string;
    /** Absent on crypto transfers: the currency leaves as it is (order types with pairs `same`). */
    toCurrencyId?: string;
    amount: string;
    isReverse: boolean;
    requestId?: string;
    destinationId?: string | null;
    note?: string;
    reference?: string;
  }
  const rampIntent = (c: Context, f: RampFields, type: string, version: 1 | 2): OrderIntent => {
    const def = orderTypeById(type)!;
    const toId =
      f.toCurrencyId ??
      (def.pairs === 'same' ? f.fromCurrencyId : invalid('to_currency_id', 'to_currency_id is required.'));
    return {
      type,
      version,
      walletId: f.walletId,
      fromCurrencyId: f.fromCurrencyId,
      toCurrencyId: toId,
      amount: f.amount,
      isReverse: f.isReverse,
      requestId: idempotencyKey(c, f.requestId),
      destinationId: f.destinationId ?? null,
      note: f.note ?? null,
      reference: f.reference ?? null,
    };
  };
  /** A second-generation base body (API.md §16.2) as ramp fields. */
  const baseFields = (body: {
    wallet_id: string;
    from_currency_id: string;
    to_currency_id?: string;
    amount: string;
    is_reverse: boolean;
    request_id?: string;
    note?: string;
    reference?: string;
  }): RampFields => ({
    walletId: body.wallet_id,
    fromCurrencyId: body.from_currency_id,
    ...(body.to_currency_id === undefined ? {} : { toCurrencyId: body.to_currency_id }),
    amount: body.amount,
    isReverse: body.is_reverse,
    ...(body.request_id === undefined ? {} : { requestId: body.request_id }),
    ...(body.note === undefined ? {} : { note: body.note }),
    ...(body.reference === undefined ? {} : { reference: body.reference }),
  });

  // HIFI ramps on the first-generation route: bodies not shown, so we take the documented
  // second-generation ramp body (request_id optional there).
  for (const type of [
    'HIFI_WIRE_ONRAMP',
    'HIFI_ACH_ONRAMP',
    'HIFI_SEPA_ONRAMP',
    'HIFI_WIRE_OFFRAMP',
    'HIFI_ACH_OFFRAMP',
    'HIFI_SEPA_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
  ] as const) {
    if (type !== 'TBD_SWIFT_WITHDRAWAL') {
      core.post(`/orders/${type}`, (c) => {
        ctx.userId(c, 'core');
        const body = readBody(c, V1[type].body);
        const fields = { ...baseFields(body), destinationId: body.counterparty_destination_id };
        return respond(c, rampIntent(c, fields, type, 1));
      });
    }
    core.post(`/v2/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      const body = readBody(c, V2[type].body);
      const fields = { ...baseFields(body), destinationId: body.counterparty_destination_id };
      return respond(c, rampIntent(c, fields, type, 2));
    });
  }
  // TBD_SWIFT_WITHDRAWAL, first generation: API.md §15.2 shows its body (`{ amount, wallet_uuid,
  // currency_id }`: one currency, no destination). We read it as a withdrawal in that currency;
  // it is still a SWIFT withdrawal, so createOrder asks for the destination like any off-ramp.
  core.post('/orders/TBD_SWIFT_WITHDRAWAL', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1.TBD_SWIFT_WITHDRAWAL.body);
    const fields = {
      walletId: body.wallet_uuid,
      fromCurrencyId: body.currency_id,
      toCurrencyId: body.currency_id,
      amount: body.amount,
      isReverse: false,
    };
    return respond(c, rampIntent(c, fields, 'TBD_SWIFT_WITHDRAWAL', 1));
  });

  // OMNIBUS / SEGREGATED: BaseOrder without to_currency_id.
  for (const type of ['OMNIBUS_CRYPTO_TRANSFER', 'SEGREGATED_CRYPTO_TRANSFER'] as const) {
    core.post(`/v2/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      const body = readBody(c, V2[type].body);
      const fields = { ...baseFields(body), destinationId: body.counterparty_destination_id };
      return respond(c, rampIntent(c, fields, type, 2));
    });
  }
  // HIFI_CRYPTO_TRANSFER (legacy) names the counterparty instead of a destination: its first
  // crypto destination in that currency is used.
  core.post('/v2/orders/HIFI_CRYPTO_TRANSFER', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V2.HIFI_CRYPTO_TRANSFER.body);
    const dest = ctx.store
      .table<{
        id: string;
        counterparty_account_id: string;
        deleted_at: string | null;
        external_crypto_data: { currency_id: string } | null;
      }>('counterparty_destinations')
      .find(
        (d) =>
          d.counterparty_account_id === body.counterparty_account_id &&
          d.deleted_at === null &&
          d.external_crypto_data?.currency_id === body.from_currency_id,
      );
    const fields = { ...baseFields(body), destinationId: dest?.id ?? null };
    return respond(c, rampIntent(c, fields, 'HIFI_CRYPTO_TRANSFER', 2));
  });

  // Internal transfer, second generation. SPEC shows `/v2/orders/TRA` (a truncation defect of
  // TRANSFER_INTERNAL, API.md §20 #8): both paths are served; our client posts TRANSFER_INTERNAL.
  const v2Transfer = (schema: typeof V2.TRANSFER_INTERNAL.body) => (c: Context) => {
    ctx.userId(c, 'core');
    const body = readBody(c, schema);
    return respond(c, {
      type: 'TRANSFER_INTERNAL',
      version: 2,
      walletId: body.wallet_id,
      fromCurrencyId: body.from_crypto_uuid,
      toCurrencyId: body.from_crypto_uuid,
      toWalletId: body.to_wallet_id,
      amount: body.amount,
      isReverse: body.is_reverse,
      requestId: idempotencyKey(c, body.request_id),
    });
  };
  core.post('/v2/orders/TRANSFER_INTERNAL', v2Transfer(V2.TRANSFER_INTERNAL.body));
  core.post('/v2/orders/TRA', v2Transfer(orderAliasRoutes.TRA.body));

  // ---- reading orders (list.ts) ----

  const listFor = (c: Context): OrderRow[] => {
    const walletId = c.req.param('wallet_uuid')!;
    ledger.assertWalletAccess(c, walletId, 'core');
    return matchingOrders(ctx, c, walletId);
  };

  core.get('/v2/orders/list/:wallet_uuid', (c) => c.json(orderPage(c, listFor(c))));

  core.get('/v2/orders/list/:wallet_uuid/csv', (c) => {
    const csv = ordersCsv(listFor(c));
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="orders.csv"');
    return c.body(csv);
  });

  core.get('/v2/orders/id/:order_uuid', (c) => {
    const order = orderTable(ctx).get(c.req.param('order_uuid'));
    if (!order) fail(404, 'Order not found.');
    ledger.assertWalletAccess(c, order.wallet_uuid, 'core');
    return c.json(orderDetail(ctx, order));
  });
};
