import type { Page } from 'playwright-core';
import type { TestApp } from '../harness.ts';
import type { Fixtures, OrderKind, TxKind } from './a11y-screens.ts';
import { lastCode, type Platform, platformAs } from './platform.ts';
import { USDT } from './screen-fixtures.ts';

/**
 * Orders of every kind and a transaction of every kind, for the screens that show one: made
 * through the platform as the user (the second factor passed with an e-mailed code, as the app
 * does), then read back once they have settled. What the user's data cannot have is left out.
 */
const EUR = '0b6a7c1e-0000-4000-8000-0000000000f2';
const USDT_ETH = '0b6a7c1e-0000-4000-8000-000000000003';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

interface Tx {
  id: number;
  type: string;
  status: string;
  record_type: string | null;
}

/** Which kind of transaction a row is, for the screen list (null: a kind the list does not name). */
function txKind(tx: Tx): TxKind | null {
  const r = tx.record_type ?? '';
  const out = tx.type.startsWith('withdrawal');
  if (r.includes('EXCHANGE')) return out ? 'exchange paid' : 'exchange received';
  if (r === 'FEE' || r === 'NETWORK_FEE') return 'fee';
  if (r.includes('CARD')) return 'card top-up';
  if (r.endsWith('_INTERNAL') && !r.includes('CRYPTO')) return 'between wallets';
  if (r.includes('CRYPTO_TRANSFER')) return 'sent to a recipient';
  if (r.includes('CRYPTO'))
    return out ? (tx.status === 'failed' ? 'crypto failed' : 'crypto sent') : 'crypto received';
  if (/ONRAMP|DEPOSIT$/.test(r)) return 'bank in';
  if (/OFFRAMP|WITHDRAWAL$/.test(r)) return 'bank out';
  return null;
}

export async function detailFixtures(app: TestApp, page: Page, base: Fixtures): Promise<Fixtures> {
  const token = (await page.evaluate(() => localStorage.getItem('access_token')))!;
  const platform = platformAs(app, token);
  const wallet = base.wallet;
  const made = <T>(fn: () => Promise<T>) => fn().catch(() => undefined);
  const email = await platform<{ email: string | null }>('v2', '/user').then((u) => u.email);

  const orders: Partial<Record<OrderKind, string>> = { exchange: base.order };
  orders.transfer = await made(async () => {
    if (!base.other) throw new Error('one wallet');
    const o = await platform<{ order_uuid: string }>('core', '/v2/orders/TRANSFER_INTERNAL', {
      request_id: crypto.randomUUID(),
      wallet_id: wallet,
      to_wallet_id: base.other,
      to_wallet_uuid: base.other,
      from_crypto_uuid: USDT,
      amount: 5,
      is_subtract: false,
      is_reverse: false,
    });
    return o.order_uuid;
  });
  const sepa = await made(() => destination(platform, wallet, 'Erika Mustermann', sepaAccount()));
  if (sepa)
    orders.buy = await made(() => rampOrder(platform, 'HIFI_SEPA_ONRAMP', wallet, EUR, USDT_ETH, sepa));
  const confirm = email ? (o: Confirmable) => passSecondFactor(app, token, email, o) : null;
  if (confirm) {
    orders.sell = await made(async () => {
      if (!sepa) throw new Error('no bank account');
      const requestId = crypto.randomUUID();
      await confirm({ requestId, type: 'HIFI_SEPA_OFFRAMP', wallet, from: USDT_ETH, to: EUR, amount: '20' });
      return rampOrder(platform, 'HIFI_SEPA_OFFRAMP', wallet, USDT_ETH, EUR, sepa, requestId);
    });
    orders.withdraw = await made(async () => {
      await confirm({
        requestId: crypto.randomUUID(),
        type: 'WITHDRAWAL_CRYPTO',
        wallet,
        from: USDT_ETH,
        to: USDT_ETH,
        amount: '7',
      });
      const o = await platform<{ order_uuid: string }>('core', '/orders/WITHDRAWAL_CRYPTO', {
        amount: 7,
        wallet_uuid: wallet,
        crypto_uuid: USDT_ETH,
        to_address: ETH_ADDRESS,
        is_subsctract: false,
        is_reverse: false,
      });
      return o.order_uuid;
    });
    orders.send = await made(async () => {
      const dest = await destination(platform, wallet, 'Bob Crypto', {
        type: 'CRYPTO_EXTERNAL',
        nickname: null,
        external_crypto_data: { address: ETH_ADDRESS, currency_id: USDT_ETH },
      });
      const w = await platform<{ balance: { details: { uuid: string; currency: { uuid: string } }[] }[] }>(
        'v2',
        `/wallets/${wallet}`,
      );
      const account = w.balance.flatMap((b) => b.details).find((d) => d.currency.uuid === USDT_ETH)!.uuid;
      const requestId = crypto.randomUUID();
      await confirm({
        requestId,
        type: 'OMNIBUS_CRYPTO_TRANSFER',
        wallet,
        from: USDT_ETH,
        to: USDT_ETH,
        amount: '6',
        dest,
      });
      const o = await platform<{ order_uuid: string }>('core', '/v2/orders/OMNIBUS_CRYPTO_TRANSFER', {
        request_id: requestId,
        wallet_id: wallet,
        from_currency_id: USDT_ETH,
        wallet_account_id: account,
        counterparty_destination_id: dest.id,
        amount: 6,
        is_subtract: false,
        is_reverse: false,
      });
      return o.order_uuid;
    });
  }

  // Every order settles within seconds at the harness's time scale (an on-ramp's transfer too).
  const open = () =>
    Promise.all(
      Object.values(orders)
        .filter((id) => id !== undefined)
        .map((id) => platform<{ status: string }>('core', `/v2/orders/id/${id}`).then((o) => o.status)),
    );
  for (let i = 0; i < 40 && (await open()).some((s) => ['NEW', 'PENDING', 'PROCESSING'].includes(s)); i++)
    await page.waitForTimeout(500);

  const history = await platform<{ data: Tx[] }>('v2', `/wallets/${wallet}/transactions?limit=100`);
  const txs: Partial<Record<TxKind, number>> = {};
  for (const tx of history.data) {
    const kind = txKind(tx);
    if (kind && txs[kind] === undefined) txs[kind] = tx.id;
  }
  return { ...base, orders, txs };
}

interface Confirmable {
  requestId: string;
  type: string;
  wallet: string;
  from: string;
  to: string;
  amount: string;
  dest?: { id: string; counterpartyId: string };
}

/** The second factor as the app passes it: a verification for the order, an e-mailed code, verified. */
async function passSecondFactor(app: TestApp, token: string, email: string, o: Confirmable) {
  const otp = async (path: string, body: unknown) => {
    const res = await fetch(`${app.platformUrl}/__platform/totp/api/otp-verification/${path}`, {
      method: 'POST',
      headers: {
        'x-tenant-id': 'sandbox-tenant',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`otp ${path}: ${res.status} ${await res.text()}`);
  };
  const amount = Number(o.amount);
  await otp('create', {
    request_id: o.requestId,
    order_type: o.type,
    amount,
    wallet_id: o.wallet,
    meta: {
      type: 'ORDER',
      sub_type: o.type,
      currency: 'USDT',
      from_currency: 'USDT',
      to_currency: 'USDT',
      from_currency_id: o.from,
      to_currency_id: o.to,
      from_amount: amount,
      to_amount: amount,
      counterparty_account_id: o.dest?.counterpartyId ?? '',
      counterparty_destination_id: o.dest?.id ?? '',
    },
  });
  await otp('request', { request_id: o.requestId, channel: 'EMAIL' });
  await otp('verify', { request_id: o.requestId, channel: 'EMAIL', otp: await lastCode(app, email) });
}

async function rampOrder(
  platform: Platform,
  type: string,
  wallet: string,
  from: string,
  to: string,
  dest: { id: string },
  requestId: string = crypto.randomUUID(),
): Promise<string> {
  const o = await platform<{ order_uuid: string }>('core', `/v2/orders/${type}`, {
    request_id: requestId,
    wallet_id: wallet,
    from_currency_id: from,
    to_currency_id: to,
    amount: 20,
    is_subtract: true,
    is_reverse: false,
    counterparty_destination_id: dest.id,
  });
  return o.order_uuid;
}

/** A new recipient with one destination. */
async function destination(
  platform: Platform,
  wallet: string,
  name: string,
  body: Record<string, unknown>,
): Promise<{ id: string; counterpartyId: string }> {
  const cp = await platform<{ id: string }>('v2', `/counterparties/${wallet}`, {
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    phone: '+4930765432',
    type: 'INDIVIDUAL',
    is_pinned: false,
    is_self: false,
  });
  const d = await platform<{ id: string }>('v2', `/counterparties/${wallet}/${cp.id}/destinations`, body);
  return { id: d.id, counterpartyId: cp.id };
}

const sepaAccount = () => ({
  type: 'SEPA',
  nickname: 'Erika at Commerzbank',
  external_banking_data: {
    bank_name: 'Commerzbank',
    note: null,
    iban: 'DE89370400440532013000',
    address: { street1: 'Kaiserstrasse 16', city: 'Frankfurt', postcode: '60311', country_id: 82 },
  },
});
