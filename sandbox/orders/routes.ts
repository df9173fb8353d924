import type { Context } from 'hono';
import { type ObjectSpec, optional } from '../server/body-schema.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { amount, type Body, bool, intQuery, optStr, readBody, uuid } from '../server/validate.ts';
import { currencyById } from '../system/catalog.ts';
import { createAddressBook } from '../wallets/addresses.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { calculate, calcWire } from './calc.ts';
import type { CardTopUpType } from './card-topup.ts';
import { createOrder, type OrderIntent } from './create.ts';
import { idempotencyKey } from './idempotency.ts';
import { ORDER_TYPES, orderTypeById, orderTypeWire, pairAllowed } from './order-types.ts';
import { resumeOpenOrders } from './progress.ts';
import { exchangeRates } from './rates.ts';
import { type OrderRow, orderTable } from './tables.ts';
import { createAnswer, orderDetail, orderListItem } from './wire.ts';

const ORDER_STATUSES = ['NEW', 'PENDING', 'PROCESSING', 'CANCELED', 'COMPLETE', 'ERROR', 'FAILED'];

function queryBool(c: Context, name: string, fallback: boolean): boolean {
  const v = c.req.query(name);
  if (v === undefined || v === '') return fallback;
  if (v !== 'true' && v !== 'false') invalid(name, `${name} must be true or false.`);
  return v === 'true';
}

function queryAmount(c: Context): string {
  const raw = c.req.query('amount') ?? '';
  return amount({ amount: raw });
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

/**
 * Create bodies, row by row from API.md §15.2 and §16.2–16.3. Amounts are JSON numbers read digit
 * for digit ('decimal'); a string amount, an unknown or a missing field is a 422 naming it.
 */
const REQUEST_ID = 'string:128';
const NOTE = 'string:280?';
const V1_EXCHANGE = { amount: 'decimal', wallet_uuid: 'uuid', from_uuid: 'uuid', to_uuid: 'uuid' } as const;
const V1_WITHDRAWAL_CRYPTO = {
  amount: 'decimal',
  wallet_uuid: 'uuid',
  crypto_uuid: 'uuid',
  to_address: 'string:256',
  is_subsctract: 'boolean', // sic (API.md §20 #9)
  is_reverse: 'boolean',
  memo: 'string:128?',
  note: NOTE,
} as const;
const V1_CARD_TOPUP: Record<CardTopUpType, ObjectSpec> = {
  TRANSFER_CARD_PREPAID: { amount: 'decimal', wallet_uuid: 'uuid', card_id: 'string:64' },
  TRANSFER_CARD_SUBACCOUNT: {
    amount: 'decimal',
    wallet_uuid: 'uuid',
    from_uuid: 'uuid',
    sub_account_id: 'string:64',
  },
  TRANSFER_CARD_WHOLESALE: {
    amount: 'decimal',
    wallet_id: 'uuid',
    currency_id: 'uuid',
    vendor_id: 'string:64',
  },
};
const BASE_ORDER = {
  request_id: REQUEST_ID,
  wallet_id: 'uuid',
  from_currency_id: 'uuid',
  to_currency_id: 'uuid',
  amount: 'decimal',
  is_subtract: 'boolean',
  is_reverse: 'boolean',
  reference: 'string:140?',
  note: NOTE,
  documents: optional([{ url: 'string:2048', description: 'string' }] as const),
} as const;
const V2_RAMP = { ...BASE_ORDER, counterparty_destination_id: 'string:64' } as const;
/**
 * The first-generation ramp routes' bodies are not shown (API.md §15.2); a real platform would
 * take the documented ramp body there too, so they take V2_RAMP with request_id optional.
 */
const V1_RAMP = { ...V2_RAMP, request_id: `${REQUEST_ID}?` } as const;
const { to_currency_id: _omitted, ...BASE_WITHOUT_TO } = BASE_ORDER;
const V2_CRYPTO_TRANSFER = {
  ...BASE_WITHOUT_TO,
  wallet_account_id: 'string:64',
  counterparty_destination_id: 'string:64',
} as const;
const V2_HIFI_CRYPTO_TRANSFER = {
  request_id: REQUEST_ID,
  counterparty_account_id: 'string:64',
  amount: 'decimal',
  wallet_id: 'uuid',
  wallet_account_id: 'string:64',
  from_currency_id: 'uuid',
  is_subtract: 'boolean',
  is_reverse: 'boolean',
  note: NOTE,
} as const;
const V2_TRANSFER_INTERNAL = {
  wallet_id: 'uuid',
  to_wallet_id: 'uuid',
  to_wallet_uuid: 'uuid',
  from_crypto_uuid: 'uuid',
  amount: 'decimal',
  request_id: REQUEST_ID,
  is_subtract: 'boolean',
  is_reverse: 'boolean',
} as const;

function text(body: Body, field: string): string | null {
  return optStr(body, field, { max: 280 });
}

/**
 * orders (API.md §11, §15, §16): exchange rates, the calculator (v1 and v2), order types with
 * their KYC rails, order creation for exchange / withdrawal / internal transfer / on- and
 * off-ramps / crypto transfers, idempotency by request_id, and status progress over time.
 */
export const registerOrders: SandboxModule = (ctx) => {
  resumeOpenOrders(ctx);
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

  const v1Exchange = (type: string) => (c: Context) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1_EXCHANGE);
    const walletId = uuid(body, 'wallet_uuid');
    const fromId = uuid(body, 'from_uuid');
    const toId = uuid(body, 'to_uuid');
    const isTransfer = type === 'TRANSFER_INTERNAL';
    // INTERNAL_TRANSFER (API.md §15.2): from_uuid is the currency, to_uuid the receiving wallet.
    return respond(c, {
      type,
      version: 1,
      walletId,
      fromCurrencyId: fromId,
      toCurrencyId: isTransfer ? fromId : toId,
      toWalletId: isTransfer ? toId : null,
      amount: amount(body),
      isReverse: false,
      requestId: idempotencyKey(c, body.request_id),
    });
  };
  core.post('/orders/EXCHANGE_CRYPTO_INTERNAL', v1Exchange('EXCHANGE_CRYPTO_INTERNAL'));
  core.post('/orders/INTERNAL_TRANSFER', v1Exchange('TRANSFER_INTERNAL'));

  core.post('/orders/WITHDRAWAL_CRYPTO', (c) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1_WITHDRAWAL_CRYPTO);
    const crypto = uuid(body, 'crypto_uuid');
    if (typeof body.to_address !== 'string' || body.to_address.trim() === '') {
      invalid('to_address', 'Enter the destination address.');
    }
    return respond(c, {
      type: 'WITHDRAWAL_CRYPTO',
      version: 1,
      walletId: uuid(body, 'wallet_uuid'),
      fromCurrencyId: crypto,
      toCurrencyId: crypto,
      amount: amount(body),
      isReverse: bool(body, 'is_reverse', false),
      requestId: idempotencyKey(c, body.request_id),
      toAddress: body.to_address,
      memo: text(body, 'memo'),
      note: text(body, 'note'),
    });
  });

  // Card top-ups (API.md §15.2). `amount` is what the card receives; the card side is checked
  // in createOrder (card-topup.ts) after the idempotency look-up, so a repeat still answers.
  const cardTopUp = (type: CardTopUpType, read: (body: Body) => Partial<OrderIntent>) => (c: Context) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V1_CARD_TOPUP[type]);
    const walletId = uuid(body, type === 'TRANSFER_CARD_WHOLESALE' ? 'wallet_id' : 'wallet_uuid');
    const value = amount(body);
    return respond(c, {
      type,
      version: 1,
      walletId,
      fromCurrencyId: '',
      toCurrencyId: '',
      amount: value,
      isReverse: true,
      requestId: idempotencyKey(c, body.request_id),
      ...read(body),
    });
  };
  const ref = (body: Body, field: string, what: string): string => {
    const v = body[field];
    if (typeof v !== 'string' || v.trim() === '') invalid(field, `Choose ${what} (${field}).`);
    return v.trim();
  };
  core.post(
    '/orders/TRANSFER_CARD_PREPAID',
    cardTopUp('TRANSFER_CARD_PREPAID', (body) => ({
      card: { cardId: ref(body, 'card_id', 'the card to top up') },
    })),
  );
  core.post(
    '/orders/TRANSFER_CARD_SUBACCOUNT',
    cardTopUp('TRANSFER_CARD_SUBACCOUNT', (body) => ({
      fromCurrencyId: uuid(body, 'from_uuid'),
      card: { subAccountId: ref(body, 'sub_account_id', 'the card account to top up') },
    })),
  );
  core.post(
    '/orders/TRANSFER_CARD_WHOLESALE',
    cardTopUp('TRANSFER_CARD_WHOLESALE', (body) => ({
      fromCurrencyId: uuid(body, 'currency_id'),
      card: { vendorId: ref(body, 'vendor_id', 'the card issuer') },
    })),
  );

  // HIFI ramps and TBD_SWIFT on the first-generation route: bodies not shown, so we accept the
  // documented second-generation ramp body (wallet_uuid/currency_id tolerated as aliases).
  const rampIntent = (c: Context, body: Body, type: string, version: 1 | 2): OrderIntent => {
    const walletId = uuid(body, body.wallet_id !== undefined ? 'wallet_id' : 'wallet_uuid');
    const fromId = uuid(body, body.from_currency_id !== undefined ? 'from_currency_id' : 'currency_id');
    const def = orderTypeById(type)!;
    const toId =
      typeof body.to_currency_id === 'string'
        ? uuid(body, 'to_currency_id')
        : def.pairs === 'same'
          ? fromId
          : invalid('to_currency_id', 'to_currency_id is required.');
    return {
      type,
      version,
      walletId,
      fromCurrencyId: fromId,
      toCurrencyId: toId,
      amount: amount(body),
      isReverse: bool(body, 'is_reverse', false),
      requestId: idempotencyKey(c, body.request_id),
      destinationId:
        typeof body.counterparty_destination_id === 'string' ? body.counterparty_destination_id : null,
      note: text(body, 'note'),
      reference: text(body, 'reference'),
    };
  };
  for (const type of [
    'HIFI_WIRE_ONRAMP',
    'HIFI_ACH_ONRAMP',
    'HIFI_SEPA_ONRAMP',
    'HIFI_WIRE_OFFRAMP',
    'HIFI_ACH_OFFRAMP',
    'HIFI_SEPA_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
  ]) {
    core.post(`/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      return respond(c, rampIntent(c, readBody(c, V1_RAMP), type, 1));
    });
    core.post(`/v2/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      const body = readBody(c, V2_RAMP);
      if (body.request_id === '') invalid('request_id', 'request_id is required.');
      return respond(c, rampIntent(c, body, type, 2));
    });
  }

  // OMNIBUS / SEGREGATED: BaseOrder without to_currency_id; HIFI_CRYPTO_TRANSFER (legacy) names
  // the counterparty instead of a destination: its first crypto destination in that currency is used.
  for (const type of ['OMNIBUS_CRYPTO_TRANSFER', 'SEGREGATED_CRYPTO_TRANSFER', 'HIFI_CRYPTO_TRANSFER']) {
    core.post(`/v2/orders/${type}`, (c) => {
      ctx.userId(c, 'core');
      const body = readBody(
        c,
        type === 'HIFI_CRYPTO_TRANSFER' ? V2_HIFI_CRYPTO_TRANSFER : V2_CRYPTO_TRANSFER,
      );
      if (body.request_id === '') invalid('request_id', 'request_id is required.');
      const intent = rampIntent(c, { ...body, to_currency_id: undefined }, type, 2);
      if (type === 'HIFI_CRYPTO_TRANSFER' && !intent.destinationId) {
        const cpId = typeof body.counterparty_account_id === 'string' ? body.counterparty_account_id : '';
        const dest = ctx.store
          .table<{
            id: string;
            counterparty_account_id: string;
            deleted_at: string | null;
            external_crypto_data: { currency_id: string } | null;
          }>('counterparty_destinations')
          .find(
            (d) =>
              d.counterparty_account_id === cpId &&
              d.deleted_at === null &&
              d.external_crypto_data?.currency_id === intent.fromCurrencyId,
          );
        intent.destinationId = dest?.id ?? null;
      }
      return respond(c, intent);
    });
  }

  // Internal transfer, second generation. SPEC shows `/v2/orders/TRA` (a truncation defect of
  // TRANSFER_INTERNAL, API.md §20 #8): both paths are served; our client posts TRANSFER_INTERNAL.
  const v2Transfer = (c: Context) => {
    ctx.userId(c, 'core');
    const body = readBody(c, V2_TRANSFER_INTERNAL);
    if (body.request_id === '') invalid('request_id', 'request_id is required.');
    const currency = uuid(body, 'from_crypto_uuid');
    const toWallet =
      typeof body.to_wallet_id === 'string' ? uuid(body, 'to_wallet_id') : uuid(body, 'to_wallet_uuid');
    return respond(c, {
      type: 'TRANSFER_INTERNAL',
      version: 2,
      walletId: uuid(body, 'wallet_id'),
      fromCurrencyId: currency,
      toCurrencyId: currency,
      toWalletId: toWallet,
      amount: amount(body),
      isReverse: bool(body, 'is_reverse', false),
      requestId: idempotencyKey(c, body.request_id),
    });
  };
  core.post('/v2/orders/TRANSFER_INTERNAL', v2Transfer);
  core.post('/v2/orders/TRA', v2Transfer);

  // ---- reading orders ----

  const listFor = (c: Context): OrderRow[] => {
    const walletId = c.req.param('wallet_uuid')!;
    ledger.assertWalletAccess(c, walletId, 'core');
    let filters: unknown = [];
    const raw = c.req.query('filters');
    if (raw) {
      try {
        filters = JSON.parse(raw);
      } catch {
        invalid('filters', 'filters must be a JSON array, e.g. [{"status":["NEW"]}].');
      }
      if (!Array.isArray(filters)) invalid('filters', 'filters must be a JSON array.');
    }
    const conditions = (filters as Record<string, unknown>[]).flatMap((f) => Object.entries(f ?? {}));
    for (const [key, value] of conditions) {
      if (!['status', 'order_type', 'from_uuid', 'to_uuid'].includes(key))
        invalid('filters', `Unknown filter ${key}.`);
      if (key === 'status') {
        for (const s of ([] as unknown[]).concat(value)) {
          if (!ORDER_STATUSES.includes(String(s))) invalid('filters', `Unknown status ${String(s)}.`);
        }
      }
    }
    const dateFrom = c.req.query('date_from');
    const dateTo = c.req.query('date_to');
    return orderTable(ctx).filter((o) => {
      if (o.wallet_uuid !== walletId) return false;
      for (const [key, value] of conditions) {
        const allowed = ([] as unknown[]).concat(value).map(String);
        if (!allowed.includes(String(o[key as keyof OrderRow]))) return false;
      }
      if (dateFrom && o.created_at < dateFrom) return false;
      if (dateTo && o.created_at > (dateTo.length === 10 ? `${dateTo}T23:59:59.999Z` : dateTo)) return false;
      return true;
    });
  };

  core.get('/v2/orders/list/:wallet_uuid', (c) => {
    const rows = listFor(c);
    const offset = intQuery(c, 'offset', 0, 1_000_000);
    const limit = intQuery(c, 'limit', 10, 100);
    const sortBy = (c.req.query('sort_by') || 'created_at') as keyof OrderRow;
    if (!['created_at', 'updated_at', 'status', 'order_type', 'amount_from', 'amount_to'].includes(sortBy)) {
      invalid(
        'sort_by',
        'sort_by must be created_at, updated_at, status, order_type, amount_from or amount_to.',
      );
    }
    const asc = (c.req.query('sort_order') || 'desc').toLowerCase() === 'asc';
    const numeric = sortBy === 'amount_from' || sortBy === 'amount_to';
    rows.sort((a, b) => {
      const d = numeric
        ? Number(a[sortBy]) - Number(b[sortBy])
        : String(a[sortBy]).localeCompare(String(b[sortBy]));
      return (asc ? d : -d) || (asc ? Number(a.id) - Number(b.id) : Number(b.id) - Number(a.id));
    });
    const data = rows.slice(offset, offset + limit);
    return c.json({
      data: data.map(orderListItem),
      count: rows.length,
      has_more: offset + data.length < rows.length,
    });
  });

  core.get('/v2/orders/list/:wallet_uuid/csv', (c) => {
    const rows = listFor(c).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const cell = (v: unknown) => {
      const s = v === null || v === undefined ? '' : String(v);
      return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
    };
    const lines = [
      'id,order_uuid,created_at,order_type,status,amount_from,from_currency,amount_to,to_currency,fee,info',
      ...rows.map((o) =>
        [
          o.id,
          o.order_uuid,
          o.created_at,
          o.order_type,
          o.status,
          o.amount_from,
          currencyById(o.from_uuid)?.symbol,
          o.amount_to,
          currencyById(o.to_uuid)?.symbol,
          o.fees.fee,
          o.info,
        ]
          .map(cell)
          .join(','),
      ),
    ];
    c.header('content-type', 'text/csv; charset=utf-8');
    c.header('content-disposition', 'attachment; filename="orders.csv"');
    return c.body(`${lines.join('\n')}\n`);
  });

  core.get('/v2/orders/id/:order_uuid', (c) => {
    const order = orderTable(ctx).get(c.req.param('order_uuid'));
    if (!order) fail(404, 'Order not found.');
    ledger.assertWalletAccess(c, order.wallet_uuid, 'core');
    return c.json(orderDetail(ctx, order));
  });
};
