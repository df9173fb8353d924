import { describe, expect, it } from 'vitest';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { ORDER_CREATE_V1, ordersApi, ordersV2Api } from '../../src/api/endpoints/orders';
import { call } from '../../src/api/http';
import type { CardListItem } from '../../src/api/types/issuing';
import { encodeOrderFilters } from '../../src/api/types/orders';
import { wireNumber } from '../../src/shared/wire-json';
import { expectLastRequest, failure } from './harness';
import { balanceOf, demoUserForThisFile, newestCardTransaction } from './lifecycle';

/**
 * Money back from a card to its wallet (API.md §15.2 WITHDRAW_CARD_PREPAID / _SUBACCOUNT) through
 * the real client against the sandbox: the calculator prices both, the create answers null (not
 * shown), the card is debited at once and the wallet credited at COMPLETE in the card's currency,
 * and the refusals name their field: over the card's balance, a card of another kind or wallet,
 * a missing field.
 */
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';

let cards: CardListItem[] = [];
const { demo } = demoUserForThisFile({ timeScale: 0.02 }, async ({ main }) => {
  cards = (await call(issuingApi.cards, { query: { wallet_uuid: main, limit: 50, offset: 0 } })).data;
});

const card = (nick: string) => cards.find((c) => c.nick_name === nick)!;
const available = async (subId: string) =>
  (await call(issuingApi.subAccount, { path: { sub_account_id: subId } })).balance;

/** The wallet's newest order of a type, once it is final (the create answer names none). */
async function settledOrder(type: 'WITHDRAW_CARD_PREPAID' | 'WITHDRAW_CARD_SUBACCOUNT') {
  const filters = encodeOrderFilters([{ order_type: [type] }]);
  for (let i = 0; i < 200; i++) {
    const page = await call(ordersV2Api.list, {
      path: { wallet_uuid: demo.main },
      query: { filters, limit: 1 },
    });
    const o = page.data[0];
    if (o && ['COMPLETE', 'FAILED', 'ERROR', 'CANCELED'].includes(o.status)) return o;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error(`No final ${type} order.`);
}

describe('contract: card withdrawal calculator', () => {
  it('prices both types in the card currency: what leaves the card, less 0.5 %', async () => {
    for (const type of ['WITHDRAW_CARD_PREPAID', 'WITHDRAW_CARD_SUBACCOUNT'] as const) {
      const q = await call(ordersApi.calc, {
        query: {
          from_currency: USD,
          to_currency: USD,
          from_currency_id: USD,
          to_currency_id: USD,
          amount: '40',
          order_type: type,
          is_reverse: false,
        },
      });
      expect(q).toMatchObject({ from_amount: '40', result_amount: '39.8', fees: '0.2', rate: '1' });
    }
  });
});

describe('contract: WITHDRAW_CARD_PREPAID', () => {
  it('answers null, takes the card at once and credits the wallet at COMPLETE', async () => {
    const shopping = card('Online shopping');
    const cardBefore = Number(await available(shopping.fiat_account.id));
    const usdBefore = Number(await balanceOf(demo.main, USD));
    const body = { amount: wireNumber('40'), wallet_uuid: demo.main, card_id: shopping.card_id };
    const answer = await call(ORDER_CREATE_V1.WITHDRAW_CARD_PREPAID, { body });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/orders/WITHDRAW_CARD_PREPAID',
      token: demo.token,
      body,
      status: 200,
    });
    expect(answer).toBeNull();
    expect(Number(await available(shopping.fiat_account.id))).toBeCloseTo(cardBefore - 40, 2);
    const done = await settledOrder('WITHDRAW_CARD_PREPAID');
    expect(done).toMatchObject({ status: 'COMPLETE', from_uuid: USD, to_uuid: USD });
    expect(Number(await balanceOf(demo.main, USD))).toBeCloseTo(usdBefore + 39.8, 2);
    expect(await newestCardTransaction(shopping.card_id)).toMatchObject({
      transaction_type: 'WITHDRAWAL',
      total_amount: '-40',
      is_credit: false,
    });
  });

  it('refuses more than the card holds, a card on a shared balance, an unknown card, a missing card_id', async () => {
    const shopping = card('Online shopping');
    const post = (body: object) =>
      failure(call(ORDER_CREATE_V1.WITHDRAW_CARD_PREPAID, { body: body as never }));
    const before = await available(shopping.fiat_account.id);
    const over = await post({
      amount: wireNumber(String(Number(before) + 1)),
      wallet_uuid: demo.main,
      card_id: shopping.card_id,
    });
    expect(over.status).toBe(422);
    expect(over.fields.amount).toMatch(/Insufficient card balance/);
    expect(await available(shopping.fiat_account.id)).toBe(before); // nothing left the card
    const shared = await post({
      amount: wireNumber('1'),
      wallet_uuid: demo.main,
      card_id: card('Travel').card_id,
    });
    expect(shared.status).toBe(422);
    expect(shared.fields).toHaveProperty('card_id');
    const unknown = await post({ amount: wireNumber('1'), wallet_uuid: demo.main, card_id: 'no-such-card' });
    expect(unknown.fields).toHaveProperty('card_id');
    const missing = await post({ amount: wireNumber('1'), wallet_uuid: demo.main });
    expect(missing.status).toBe(422);
    expect(missing.fields).toHaveProperty('card_id');
    const extra = await post({
      amount: wireNumber('1'),
      wallet_uuid: demo.main,
      card_id: shopping.card_id,
      to: 'x',
    });
    expect(extra.status).toBe(422);
  });
});

describe('contract: WITHDRAW_CARD_SUBACCOUNT', () => {
  it('moves a shared balance back to the wallet in its currency', async () => {
    const travel = card('Travel');
    const subId = travel.fiat_account.id;
    const subBefore = Number(await available(subId));
    const eurBefore = Number(await balanceOf(demo.main, EUR));
    const answer = await call(ORDER_CREATE_V1.WITHDRAW_CARD_SUBACCOUNT, {
      body: { amount: wireNumber('10'), wallet_uuid: demo.main, sub_account_id: subId },
    });
    expect(answer).toBeNull();
    expect(Number(await available(subId))).toBeCloseTo(subBefore - 10, 2);
    const done = await settledOrder('WITHDRAW_CARD_SUBACCOUNT');
    expect(done).toMatchObject({ status: 'COMPLETE', to_uuid: EUR });
    expect(Number(await balanceOf(demo.main, EUR))).toBeCloseTo(eurBefore + 9.95, 2);
  });

  it('refuses more than the account holds, an account of another wallet, a missing sub_account_id', async () => {
    const subId = card('Travel').fiat_account.id;
    const post = (body: object) =>
      failure(call(ORDER_CREATE_V1.WITHDRAW_CARD_SUBACCOUNT, { body: body as never }));
    const over = await post({ amount: wireNumber('1000000'), wallet_uuid: demo.main, sub_account_id: subId });
    expect(over.status).toBe(422);
    expect(over.fields.amount).toMatch(/Insufficient card balance/);
    const other = demo.walletNamed('P2P desk');
    const wrong = await post({ amount: wireNumber('1'), wallet_uuid: other, sub_account_id: subId });
    expect(wrong.status).toBe(422);
    expect(wrong.fields).toHaveProperty('sub_account_id');
    const missing = await post({ amount: wireNumber('1'), wallet_uuid: demo.main });
    expect(missing.fields).toHaveProperty('sub_account_id');
    const blank = await post({ amount: wireNumber('1'), wallet_uuid: demo.main, sub_account_id: ' ' });
    expect(blank.fields).toHaveProperty('sub_account_id');
  });
});
