import { describe, expect, it } from 'vitest';
import { counterpartiesApi } from '../../src/api/endpoints/counterparties';
import { ordersV2Api } from '../../src/api/endpoints/orders';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { sendCrypto } from '../../src/features/orders/crypto-send';
import { approveOrder } from './approve-order';
import { expectLastRequest, failure } from './harness';
import { balanceOf, demoUserForThisFile } from './lifecycle';

/**
 * "Send to a recipient" (API.md §16.3): POST /v2/orders/OMNIBUS_CRYPTO_TRANSFER and
 * /v2/orders/SEGREGATED_CRYPTO_TRANSFER through the client's own sendCrypto against the sandbox.
 * What goes on the wire (BaseOrder without to_currency_id, + wallet_account_id and
 * counterparty_destination_id, request_id in the body only), the second factor, the answer
 * (CryptoTransferOrder with the destination's address), one order per request_id, the debit,
 * and a destination in another currency refused with a 422 naming the field.
 */
const USDT = '0b6a7c1e-0000-4000-8000-000000000003';
const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

const { h, demo } = demoUserForThisFile({ timeScale: 0.02 });

let seq = 0;
const rid = () => `crypto-send-${Date.now()}-${++seq}`;

/** A new recipient with one crypto address receiving `currencyId`. */
async function recipient(currencyId: string, address: string) {
  const cp = await call(counterpartiesApi.create, {
    path: { wallet_id: demo.main },
    body: {
      name: `Crypto friend ${++seq}`,
      email: `crypto.friend.${seq}@example.com`,
      phone: '4930765432',
      type: 'INDIVIDUAL',
      is_pinned: false,
      is_self: false,
    },
  });
  const dest = await call(counterpartiesApi.createDestination, {
    path: { wallet_id: demo.main, counterparty_account_id: cp.id },
    body: {
      type: 'CRYPTO_EXTERNAL',
      nickname: null,
      external_crypto_data: { address, currency_id: currencyId },
    },
  });
  return { cpId: cp.id, destId: dest.id };
}

/** The wallet's account in a currency: the BalanceDetail uuid (crypto-send.ts's decision). */
async function walletAccount(currencyId: string): Promise<string> {
  const wallet = await call(walletsApi.get, { path: { wallet_id: demo.main } });
  return wallet.balance.flatMap((b) => b.details).find((d) => d.currency.uuid === currencyId)!.uuid;
}

describe.each(['OMNIBUS_CRYPTO_TRANSFER', 'SEGREGATED_CRYPTO_TRANSFER'] as const)('contract: %s', (type) => {
  it('is listed by GET /v2/orders/order_types as a crypto send', async () => {
    const types = await call(ordersV2Api.orderTypes);
    expect(types.find((t) => t.id === type)).toMatchObject({
      payment_method: 'CRYPTO_EXTERNAL',
      direction: 'withdrawal',
    });
  });

  it('asks for the second factor, then creates one order for the request id and debits the wallet', async () => {
    const { cpId, destId } = await recipient(USDT, ADDRESS);
    const account = await walletAccount(USDT);
    const before = Number(await balanceOf(demo.main, USDT));
    const requestId = rid();
    const input = {
      type,
      requestId,
      walletId: demo.main,
      currencyId: USDT,
      walletAccountId: account,
      destinationId: destId,
      counterpartyId: cpId,
      amount: '15',
      isReverse: false,
    };

    const asked = await failure(sendCrypto(input));
    expect(asked.status).toBe(403);
    expect(asked.code).toBe('OTP_REQUIRED');
    const wire = expectLastRequest({
      method: 'POST',
      service: 'core',
      path: `/v2/orders/${type}`,
      token: demo.token,
      // BaseOrder WITHOUT to_currency_id (API.md §16.3).
      body: {
        request_id: requestId,
        wallet_id: demo.main,
        from_currency_id: USDT,
        amount: 15,
        is_subtract: true,
        is_reverse: false,
        wallet_account_id: account,
        counterparty_destination_id: destId,
      },
      status: 403,
    });
    // The amount is a JSON number with the typed digits (API.md §16.2), not a string.
    expect(wire.rawBody).toContain('"amount":15,');
    // Only the contract's headers (API.md §1.2): the request_id in the body is the de-duplication key.
    expect(wire.headers['idempotency-key']).toBeUndefined();
    expect(Number(await balanceOf(demo.main, USDT))).toBe(before); // nothing moved before the approval

    await approveOrder(h, {
      requestId,
      orderType: type,
      walletId: demo.main,
      amount: '15',
      currencyId: USDT,
      symbol: 'USDT',
      counterpartyAccountId: cpId,
      counterpartyDestinationId: destId,
    });
    const order = await sendCrypto(input);
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: `/v2/orders/${type}`,
      token: demo.token,
      status: 200,
    });
    expect(order).toMatchObject({
      order_uuid: expect.any(String),
      order_type: type,
      wallet_uuid: demo.main,
      from_uuid: USDT,
      meta: {
        request_id: requestId,
        order_uuid: order.order_uuid,
        counterparty_account_id: cpId,
        to_address: ADDRESS,
      },
    });
    // Subtract mode: the 15 USDT typed is what leaves the wallet, fees included.
    expect(Number(await balanceOf(demo.main, USDT))).toBeCloseTo(before - 15, 6);

    // The same request id again (a retry after a lost answer): the first order, no second debit.
    const again = await sendCrypto(input);
    expect(again.order_uuid).toBe(order.order_uuid);
    expect(Number(await balanceOf(demo.main, USDT))).toBeCloseTo(before - 15, 6);
  });

  it('refuses a destination that receives another currency, naming counterparty_destination_id', async () => {
    const { cpId, destId } = await recipient(BTC, 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq');
    const requestId = rid();
    const err = await failure(
      sendCrypto({
        type,
        requestId,
        walletId: demo.main,
        currencyId: USDT,
        walletAccountId: await walletAccount(USDT),
        destinationId: destId,
        counterpartyId: cpId,
        amount: '5',
        isReverse: false,
      }),
    );
    expect(err.status).toBe(422);
    expect(err.fields.counterparty_destination_id).toMatch(/different currency/);
  });
});

/**
 * HIFI_CRYPTO_TRANSFER (SPEC §7; API.md: older clients): offered only where the order types list
 * has it — the sandbox keeps it off the v2 list — and its body names the counterparty, not a
 * destination; the platform sends to that counterparty's address in the currency.
 */
describe('contract: HIFI_CRYPTO_TRANSFER', () => {
  it('is not offered by the sandbox list, and when posted names the counterparty and pays its address', async () => {
    const types = await call(ordersV2Api.orderTypes);
    expect(types.some((t) => t.id === 'HIFI_CRYPTO_TRANSFER')).toBe(false);

    const { cpId, destId } = await recipient(USDT, ADDRESS);
    const account = await walletAccount(USDT);
    const requestId = rid();
    const input = {
      type: 'HIFI_CRYPTO_TRANSFER' as const,
      requestId,
      walletId: demo.main,
      currencyId: USDT,
      walletAccountId: account,
      destinationId: destId,
      counterpartyId: cpId,
      amount: '6',
      isReverse: false,
    };
    const asked = await failure(sendCrypto(input));
    expect(asked.code).toBe('OTP_REQUIRED');
    expectLastRequest({
      method: 'POST',
      service: 'core',
      path: '/v2/orders/HIFI_CRYPTO_TRANSFER',
      token: demo.token,
      body: {
        request_id: requestId,
        counterparty_account_id: cpId,
        amount: 6,
        wallet_id: demo.main,
        wallet_account_id: account,
        from_currency_id: USDT,
        is_subtract: true,
        is_reverse: false,
      },
      status: 403,
    });
    await approveOrder(h, {
      requestId,
      orderType: 'HIFI_CRYPTO_TRANSFER',
      walletId: demo.main,
      amount: '6',
      currencyId: USDT,
      symbol: 'USDT',
      counterpartyAccountId: cpId,
      counterpartyDestinationId: destId,
    });
    const order = await sendCrypto(input);
    expect(order).toMatchObject({ order_type: 'HIFI_CRYPTO_TRANSFER', meta: { to_address: ADDRESS } });
  });
});
