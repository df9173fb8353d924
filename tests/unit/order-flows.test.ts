// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseJson } from '../../sandbox/server/json-text.ts';
import { ORDER_CREATE_V2 } from '../../src/api/endpoints/orders';
import type { OrderTypeInfoV2 } from '../../src/api/types';
import type { CardDetail, SubAccount } from '../../src/api/types/issuing';
import { allClientRoutes, type Route } from '../../src/contract/index.ts';
import { RampOrderBody } from '../../src/contract/orders';
import type { FlowDefinition, FlowForm, FlowOrder } from '../../src/features/orders/engine/flow';
import { cardTopUpFlow } from '../../src/features/orders/flows/card-top-up';
import { exchangeFlow } from '../../src/features/orders/flows/exchange';
import { buyFlow, sellFlow } from '../../src/features/orders/flows/ramp';
import { sendFlow } from '../../src/features/orders/flows/send';
import { transferFlow } from '../../src/features/orders/flows/transfer';
import { withdrawFlow } from '../../src/features/orders/flows/withdraw';
import { isRampType, rampTypes } from '../../src/lib/ramp-types';
import { toWireJson } from '../../src/shared/wire-json';

/**
 * The flow definitions are data: each builds a body its route's contract schema accepts, carries
 * the amount the bound quote priced (digits exactly as typed), a request_id on the second
 * generation only, and — first generation — a match that recognises the order by that same amount.
 */
const sent = vi.hoisted(() => ({ calls: [] as { ep: { path: string }; input: { body: object } }[] }));
vi.mock('../../src/api/http', () => ({
  call: (ep: { path: string }, input: { body: object }) => {
    sent.calls.push({ ep, input });
    return Promise.resolve({});
  },
}));
beforeEach(() => {
  sent.calls.length = 0;
});

const W = '0b6a7c1e-0000-4000-8000-00000000aaaa';
const W2 = '0b6a7c1e-0000-4000-8000-00000000bbbb';
const USDT = { uuid: '0b6a7c1e-0000-4000-8000-000000000003', is_memo: false, meta: { symbol: 'USDT' } };
const BTC = { uuid: '0b6a7c1e-0000-4000-8000-000000000001', meta: { symbol: 'BTC' } };
const EUR = { uuid: '0b6a7c1e-0000-4000-8000-0000000000e1', meta: { symbol: 'EUR', code: 'EUR' } };
const DEST = '0b6a7c1e-0000-4000-8000-00000000dddd';

const order = (over: Partial<FlowOrder> = {}): FlowOrder => ({
  walletId: W,
  requestId: 'req-123',
  amount: '12.50000000000000000001',
  pay: '12.6',
  receive: '12.4',
  payAmount: '12.6',
  isReverse: false,
  ...over,
});

const routeByPath = (path: string): Route => {
  const found = Object.values(allClientRoutes).find((r) => r.method === 'POST' && r.path === path);
  if (!found?.body) throw new Error(`no contract route with a body for ${path}`);
  return found;
};

/** Sends through the definition and checks the body on the wire against the contract. */
async function bodyOf<F extends FlowForm>(def: FlowDefinition<F>, form: object, o = order()) {
  await def.send(form as F, o);
  const last = sent.calls.at(-1)!;
  const route = routeByPath(last.ep.path);
  const raw = toWireJson(last.input.body);
  const parsed = route.body!.safeParse(parseJson(raw));
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  expect(issues, `${def.name}: the body breaks the contract of ${route.path}`).toEqual([]);
  return { body: JSON.parse(raw) as Record<string, unknown>, raw, path: route.path };
}

const ramp = (id: string) => ({ id }) as OrderTypeInfoV2;
/** Every second-generation route the buy and sell forms may post to. */
const RAMP_TYPES = Object.keys(ORDER_CREATE_V2).filter(isRampType);
const recipient = { cpId: 'cp1', destId: DEST, cp: { name: 'Erika' } };

describe('flow definitions: bodies the contract accepts, with the priced amount', () => {
  it('exchange (v1): the paid amount, no request_id, matched by that amount', async () => {
    const form = { from: USDT, to: BTC };
    const o = order({ payAmount: '7.123456789012345678' });
    const { body, raw } = await bodyOf(exchangeFlow, form, o);
    expect(raw).toContain('"amount":7.123456789012345678');
    expect(body).not.toHaveProperty('request_id');
    expect(exchangeFlow.match?.(form as never, o)).toEqual({
      orderTypes: ['EXCHANGE_CRYPTO_INTERNAL'],
      fromId: USDT.uuid,
      toId: BTC.uuid,
      amount: '7.123456789012345678',
    });
  });

  it('withdraw (v1): the typed amount on its side, the trimmed address, matched by the typed amount', async () => {
    const form = { orderType: 'WITHDRAWAL_CRYPTO', from: USDT, address: '  TXabc  ', memo: '' };
    const o = order({ isReverse: true });
    const { body, raw } = await bodyOf(withdrawFlow, form, o);
    expect(raw).toContain(`"amount":${o.amount}`);
    expect(body).toMatchObject({ to_address: 'TXabc', is_reverse: true, is_subsctract: false });
    expect(body).not.toHaveProperty('request_id');
    expect(withdrawFlow.match?.(form as never, o)?.amount).toBe(o.amount);
    expect(withdrawFlow.confirm?.(form as never, o).request).toMatchObject({ request_id: o.requestId });
  });

  it('transfer (v2): the request id of the intent and the receiving wallet', async () => {
    const { body } = await bodyOf(transferFlow, { from: USDT, toWalletId: W2 });
    expect(body).toMatchObject({ request_id: 'req-123', to_wallet_id: W2, wallet_id: W });
    expect(transferFlow.match).toBeUndefined();
  });

  it('send (v2): the recipient destination and the wallet account', async () => {
    const form = {
      type: ramp('OMNIBUS_CRYPTO_TRANSFER'),
      from: USDT,
      account: { uuid: 'acc-1' },
      dest: { id: DEST },
      recipient,
    };
    const { body } = await bodyOf(sendFlow, form as never);
    expect(body).toMatchObject({ request_id: 'req-123', counterparty_destination_id: DEST });
    expect(sendFlow.confirm?.(form as never, order()).request).toMatchObject({ request_id: 'req-123' });
  });

  it('buy and sell (v2): every type they offer takes the ramp body, filled whole', async () => {
    expect(RAMP_TYPES).toHaveLength(7);
    for (const id of RAMP_TYPES) {
      for (const def of [buyFlow, sellFlow]) {
        const { body, path } = await bodyOf(def, { type: ramp(id), from: USDT, to: EUR, recipient } as never);
        expect(path).toBe(`/v2/orders/${id}`);
        expect(body).toMatchObject({ request_id: 'req-123', counterparty_destination_id: DEST });
        expect(routeByPath(path).body).toBe(RampOrderBody);
      }
    }
  });

  it('card top-up (v1): the card-side amount, each program type to its own route', async () => {
    const card = { card_id: 'card-1', wallet_id: W, card_status: 'ACTIVE', last4: '4242' } as CardDetail;
    const sub = {
      id: 'sub-1',
      type: 'prepaid',
      currency: EUR,
      issuing_program: { vendor_id: 'v1', order_types: [] },
    } as unknown as SubAccount;
    const def = cardTopUpFlow(card, sub);
    expect(def.generation).toBe(1);
    expect(def.calcVersion).toBe(1);
    for (const topUpType of [
      'TRANSFER_CARD_PREPAID',
      'TRANSFER_CARD_SUBACCOUNT',
      'TRANSFER_CARD_WHOLESALE',
    ]) {
      const form = { topUpType, from: USDT, platformPicks: topUpType === 'TRANSFER_CARD_PREPAID' };
      const { raw, path } = await bodyOf(def, form as never);
      expect(path).toBe(`/orders/${topUpType}`);
      expect(raw).toContain(`"amount":${order().amount}`);
      // The platform picks a prepaid card's source: the match then accepts any.
      expect(def.match?.(form as never, order())).toMatchObject({
        orderTypes: [topUpType],
        fromId: form.platformPicks ? '' : USDT.uuid,
        toId: EUR.uuid,
      });
    }
  });

  it('every flow has its own storage name, and only first-generation flows are matched by lookup', () => {
    const defs = [
      exchangeFlow,
      withdrawFlow,
      transferFlow,
      sendFlow,
      buyFlow,
      sellFlow,
    ] as unknown as FlowDefinition[];
    expect(new Set(defs.map((d) => d.name)).size).toBe(defs.length);
    for (const d of defs) expect(!!d.match, d.name).toBe(d.generation === 1);
  });
});

describe('buy and sell offer only the orders whose bodies they fill (issue 22 #11)', () => {
  const offered = [
    'HIFI_SEPA_OFFRAMP',
    'TBD_SWIFT_WITHDRAWAL',
    'RN_CARDS_OFFRAMP',
    'L2F_SEPA_OFFRAMP',
    'L2F_SWIFT_OFFRAMP',
    'L2F_ACH_OFFRAMP',
    'L2F_WIRE_OFFRAMP',
    'HIFI_ACH_ONRAMP',
  ].map(ramp);

  it('sell leaves out the card and virtual-account payouts (sub_account_id, virtual_account_id)', () => {
    expect(rampTypes(offered, 'sell').map((t) => t.id)).toEqual([
      'HIFI_SEPA_OFFRAMP',
      'TBD_SWIFT_WITHDRAWAL',
    ]);
    expect(rampTypes(offered, 'buy').map((t) => t.id)).toEqual(['HIFI_ACH_ONRAMP']);
  });

  it('no offered type needs a field the form never collects', () => {
    for (const id of RAMP_TYPES) {
      const shape = (routeByPath(`/v2/orders/${id}`).body as unknown as { shape: object }).shape;
      expect(Object.keys(shape), id).not.toContain('sub_account_id');
      expect(Object.keys(shape), id).not.toContain('virtual_account_id');
    }
  });
});
