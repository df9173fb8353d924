import { describe, expect, it } from 'vitest';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { ORDER_CREATE_V1, ordersApi, ordersV2Api } from '../../src/api/endpoints/orders';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import type { CardListItem } from '../../src/api/types/issuing';
import { encodeOrderFilters } from '../../src/api/types/orders';
import { wireNumber } from '../../src/shared/wire-json';
import { expectLastRequest, failure } from './harness';
import { balanceOf, demoUserForThisFile, newestCardTransaction } from './lifecycle';

/**
 * Card top-up orders (API.md §15.2) through the real client against the sandbox: the calculator
 * for the three types, the create answers, 422 naming the field (first-generation bodies carry no request id),
 * the wallet debited at once and the card credited at COMPLETE, a closed/frozen card refused,
 * and a card frozen mid-order failing with a refund.
 */
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const VENDOR = 'vendor-sandbox-issuer';

let cards: CardListItem[] = [];
const { h, demo } = demoUserForThisFile({ timeScale: 0.02 }, async ({ main }) => {
  cards = (await call(issuingApi.cards, { query: { wallet_uuid: main, limit: 50, offset: 0 } })).data;
});

const card = (nick: string) => cards.find((c) => c.nick_name === nick)!;
const walletBalance = (currency: string) => balanceOf(demo.main, currency);
const subBalance = async (subId: string) =>
  Number((await call(issuingApi.subAccount, { path: { sub_account_id: subId } })).total_balance);
const orderOf = (uuid: string) => call(ordersV2Api.get, { path: { order_uuid: uuid } });
async function finalOrder(uuid: string) {
  for (let i = 0; i < 100; i++) {
    const o = await orderOf(uuid);
    if (['COMPLETE', 'FAILED', 'ERROR', 'CANCELED'].includes(o.status)) return o;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('The order never reached a final status.');
}
/** Waits until no order of the wallet is still moving, so balance reads are not raced by one. */
async function ordersSettled() {
  const filters = encodeOrderFilters([{ status: ['NEW', 'PENDING', 'PROCESSING'] }]);
  for (let i = 0; i < 200; i++) {
    const open = await call(ordersV2Api.list, {
      path: { wallet_uuid: demo.main },
      query: { filters, limit: 1 },
    });
    if (open.count === 0) return;
    await new Promise((r) => setTimeout(r, 30));
  }
  throw new Error('Orders of an earlier test never settled.');
}

describe('contract: card top-up calculator', () => {
  it('quotes each top-up type (is_reverse: what the card gets) with a 1 % fee', async () => {
    for (const type of [
      'TRANSFER_CARD_PREPAID',
      'TRANSFER_CARD_SUBACCOUNT',
      'TRANSFER_CARD_WHOLESALE',
    ] as const) {
      const q = await call(ordersApi.calc, {
        query: {
          from_currency: USDT,
          to_currency: USD,
          from_currency_id: USDT,
          to_currency_id: USD,
          amount: '50',
          order_type: type,
          is_reverse: true,
        },
      });
      expectLastRequest({
        method: 'GET',
        service: 'core',
        path: '/orders/calc',
        token: demo.token,
        status: 200,
      });
      expect(q.result_amount).toBe('50');
      expect(q.to_symbol).toBe('USD');
      expect(q.direction).toBe('c2f');
      expect(Number(q.comission)).toBeGreaterThan(0);
      expect(Number(q.from_amount)).toBeGreaterThan(50); // spread and fee on top
    }
  });

  it('same-currency top-up quotes the fee only; a non-stablecoin source has no rate (404)', async () => {
    const q = await call(ordersApi.calc, {
      query: {
        from_currency: USD,
        to_currency: USD,
        from_currency_id: USD,
        to_currency_id: USD,
        amount: '100',
        order_type: 'TRANSFER_CARD_PREPAID',
        is_reverse: true,
      },
    });
    expect(q).toMatchObject({ rate: '1', result_amount: '100', from_amount: '101.02' });
    const err = await failure(
      call(ordersApi.calc, {
        query: {
          from_currency: BTC,
          to_currency: USD,
          from_currency_id: BTC,
          to_currency_id: USD,
          amount: '100',
          order_type: 'TRANSFER_CARD_PREPAID',
          is_reverse: true,
        },
      }),
    );
    expect(err.status).toBe(404);
  });
});

describe('contract: TRANSFER_CARD_PREPAID', () => {
  it('debits the wallet at once, credits the card at COMPLETE, shows in both histories', async () => {
    const shopping = card('Online shopping');
    const usdBefore = await walletBalance(USD);
    const cardBefore = await subBalance(shopping.fiat_account.id);
    const order = await call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
      body: { amount: wireNumber('25'), wallet_uuid: demo.main, card_id: shopping.card_id },
    });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/orders/TRANSFER_CARD_PREPAID',
      token: demo.token,
      body: { amount: wireNumber('25'), wallet_uuid: demo.main, card_id: shopping.card_id },
      status: 200,
    });
    expect(h.lastRequest().rawBody).toContain('"amount":25,');
    expect(order).toMatchObject({
      order_type: 'TRANSFER_CARD_PREPAID',
      status: 'NEW',
      wallet_uuid: demo.main,
      from_uuid: USD, // the wallet holds enough USD: the card's own currency pays
      to_uuid: USD,
      amount_to: '25',
      amount_from: '25.26', // 25 ÷ (1 − 1 %), rounded up to the cent
      meta: {
        order_uuid: order.order_uuid,
        vendor_id: VENDOR,
        fee: '0.26',
        fee_currency: 'USD',
        network_fee: '0',
        exchange_rate: '1',
        billing_amount: '25.26',
        billing_currency: 'USD',
        transaction_amount: '25',
        transaction_currency: 'USD',
      },
    });
    // Debited at creation, never below zero; the card waits for completion.
    expect(Number(await walletBalance(USD))).toBeCloseTo(Number(usdBefore) - 25.26, 2);
    const done = await finalOrder(order.order_uuid);
    expect(done.status).toBe('COMPLETE');
    expect(done.sub_account_id).toBe(shopping.fiat_account.id);
    expect(await subBalance(shopping.fiat_account.id)).toBeCloseTo(cardBefore + 25, 2);

    expect(await newestCardTransaction(shopping.card_id)).toMatchObject({
      transaction_type: 'DEPOSIT',
      total_amount: '25',
      is_credit: true,
    });
    const history = await call(walletsApi.transactions, {
      path: { wallet_id: demo.main },
      query: { limit: 10, offset: 0 },
    });
    const row = history.data.find((t) => t.record_type === 'TRANSFER_CARD_PREPAID');
    expect(row).toMatchObject({ type: 'withdrawal', status: 'complete', to: `card •••• ${shopping.last4}` });
    expect(Number(row!.amount)).toBe(25.26);
  });

  it('pays from the stablecoin held most when the card currency does not cover the amount', async () => {
    const shopping = card('Online shopping');
    const usd = Number(await walletBalance(USD));
    const order = await call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
      body: {
        amount: wireNumber(String(Math.ceil(usd) + 1)),
        wallet_uuid: demo.main,
        card_id: shopping.card_id,
      },
    }).catch((e) => e);
    // The demo wallet holds less USDT than that: the refusal names the shortfall in USDT.
    expect(order.status).toBe(422);
    expect(order.fields.amount).toMatch(/Insufficient balance: .* USDT/);
  });

  it('422 names the field: missing card_id, unknown card, bad amount, more than 2 decimals', async () => {
    const shopping = card('Online shopping');
    const post = (body: object) =>
      failure(
        call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
          body: body as never,
        }),
      );
    expect((await post({ amount: wireNumber('5'), wallet_uuid: demo.main })).fields).toHaveProperty(
      'card_id',
    );
    const unknown = await post({ amount: wireNumber('5'), wallet_uuid: demo.main, card_id: 'no-such-card' });
    expect(unknown.status).toBe(422);
    expect(unknown.fields.card_id).toBe('This card does not exist.');
    expect(
      (await post({ amount: wireNumber('-5'), wallet_uuid: demo.main, card_id: shopping.card_id })).fields,
    ).toHaveProperty('amount');
    const decimals = await post({
      amount: wireNumber('5.005'),
      wallet_uuid: demo.main,
      card_id: shopping.card_id,
    });
    expect(decimals.fields.amount).toBe('The card takes amounts with at most 2 decimals.');
    const balanceCard = await post({
      amount: wireNumber('5'),
      wallet_uuid: demo.main,
      card_id: card('Travel').card_id,
    });
    expect(balanceCard.fields.card_id).toMatch(/shared balance/);
  });

  it('a closed or frozen card is refused with 409 and a clear sentence; nothing is debited', async () => {
    await ordersSettled();
    const before = await walletBalance(USD);
    const closed = await failure(
      call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
        body: { amount: wireNumber('5'), wallet_uuid: demo.main, card_id: card('Old card').card_id },
      }),
    );
    expect(closed.status).toBe(409);
    expect(closed.message).toBe('This card is closed, so it cannot be topped up. Issue a new card instead.');

    const shopping = card('Online shopping');
    await call(issuingApi.freeze, { path: { card_id: shopping.card_id } });
    try {
      const frozen = await failure(
        call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
          body: { amount: wireNumber('5'), wallet_uuid: demo.main, card_id: shopping.card_id },
        }),
      );
      expect(frozen.status).toBe(409);
      expect(frozen.message).toBe('This card is frozen. Unfreeze it, then top it up.');
    } finally {
      await call(issuingApi.unfreeze, { path: { card_id: shopping.card_id } });
    }
    expect(await walletBalance(USD)).toBe(before);
  });

  it('a card frozen before the money arrives: the order FAILS with the reason and is refunded', async () => {
    // Real-time progress for this order (in-process sandbox), so the card can be frozen mid-way.
    const options = h.sandbox.ctx.options as { timeScale: number };
    const scale = options.timeScale;
    options.timeScale = 1;
    const shopping = card('Online shopping');
    await ordersSettled();
    const before = await walletBalance(USD);
    const cardBefore = await subBalance(shopping.fiat_account.id);
    let order: { order_uuid: string };
    try {
      order = await call(ORDER_CREATE_V1.TRANSFER_CARD_PREPAID, {
        body: { amount: wireNumber('40'), wallet_uuid: demo.main, card_id: shopping.card_id },
      });
    } finally {
      options.timeScale = scale;
    }
    expect(Number(await walletBalance(USD))).toBeCloseTo(Number(before) - 40.41, 2);
    await call(issuingApi.freeze, { path: { card_id: shopping.card_id } });
    try {
      let done = await orderOf(order.order_uuid);
      for (let i = 0; i < 60 && !['COMPLETE', 'FAILED'].includes(done.status); i++) {
        await new Promise((r) => setTimeout(r, 100));
        done = await orderOf(order.order_uuid);
      }
      expect(done.status).toBe('FAILED');
      expect(done.info).toBe(
        'This card is frozen. Unfreeze it, then top it up. The amount was returned to your wallet.',
      );
      expect(await walletBalance(USD)).toBe(before);
      expect(await subBalance(shopping.fiat_account.id)).toBe(cardBefore);
    } finally {
      await call(issuingApi.unfreeze, { path: { card_id: shopping.card_id } });
    }
  }, 15_000);
});

describe('contract: TRANSFER_CARD_SUBACCOUNT and TRANSFER_CARD_WHOLESALE', () => {
  it('tops up a shared EUR balance from USDT and answers the SUBACCOUNT shape', async () => {
    const travel = card('Travel');
    const before = await subBalance(travel.fiat_account.id);
    const usdtBefore = Number(await walletBalance(USDT));
    const answer = await call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
      body: {
        amount: wireNumber('30'),
        wallet_uuid: demo.main,
        from_uuid: USDT,
        sub_account_id: travel.fiat_account.id,
      },
    });
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/orders/TRANSFER_CARD_SUBACCOUNT',
      token: demo.token,
    });
    expect(answer).toMatchObject({
      id: expect.any(Number),
      order_uuid: expect.any(String),
      wallet_uuid: demo.main,
      fiat_uuid: EUR,
      crypto_uuid: USDT,
      amount_fiat: '30',
      payment_method: expect.any(String),
      redirect_url: '',
      status: 'NEW',
      provider_uuid: VENDOR,
    });
    const done = await finalOrder(answer.order_uuid);
    expect(done.status).toBe('COMPLETE');
    expect(Number(done.amount_from)).toBeGreaterThan(30); // USDT → EUR costs more than 30 USDT
    expect(Number(await walletBalance(USDT))).toBeCloseTo(usdtBefore - Number(done.amount_from), 5);
    expect(await subBalance(travel.fiat_account.id)).toBeCloseTo(before + 30, 2);
  });

  it('refuses a prepaid account on the SUBACCOUNT route and a non-stablecoin source', async () => {
    const prepaid = await failure(
      call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
        body: {
          amount: wireNumber('5'),
          wallet_uuid: demo.main,
          from_uuid: USD,
          sub_account_id: card('Online shopping').fiat_account.id,
        },
      }),
    );
    expect(prepaid.fields).toHaveProperty('sub_account_id');
    const btc = await failure(
      call(ORDER_CREATE_V1.TRANSFER_CARD_SUBACCOUNT, {
        body: {
          amount: wireNumber('5'),
          wallet_uuid: demo.main,
          from_uuid: BTC,
          sub_account_id: card('Travel').fiat_account.id,
        },
      }),
    );
    expect(btc.status).toBe(422);
    expect(btc.fields.from_uuid).toMatch(/stablecoin/);
  });

  it('wholesale funds the wallet’s account with the issuer that takes wholesale top-ups', async () => {
    const platinum = card('Platinum');
    const before = await subBalance(platinum.fiat_account.id);
    const answer = (await call(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
      body: { amount: wireNumber('100'), wallet_id: demo.main, currency_id: USD, vendor_id: VENDOR },
    })) as unknown as { order_uuid: string; order_type: string };
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/orders/TRANSFER_CARD_WHOLESALE',
      token: demo.token,
    });
    expect(answer.order_type).toBe('TRANSFER_CARD_WHOLESALE');
    expect((await finalOrder(answer.order_uuid)).status).toBe('COMPLETE');
    expect(await subBalance(platinum.fiat_account.id)).toBeCloseTo(before + 100, 2);
    const unknownVendor = await failure(
      call(ORDER_CREATE_V1.TRANSFER_CARD_WHOLESALE, {
        body: {
          amount: wireNumber('100'),
          wallet_id: demo.main,
          currency_id: USD,
          vendor_id: 'someone-else',
        },
      }),
    );
    expect(unknownVendor.fields.vendor_id).toBe('This card issuer is not known.');
  });
});
