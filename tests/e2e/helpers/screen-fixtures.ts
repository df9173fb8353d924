import type { Page } from 'playwright-core';
import type { TestApp } from '../harness.ts';
import type { Fixtures } from './a11y-screens.ts';
import { platformAs } from './platform.ts';

/** Shared by the screen-by-screen tests (accessibility, pseudo-locale layout). */
export const BTC = '0b6a7c1e-0000-4000-8000-000000000001';
export const USDT = '0b6a7c1e-0000-4000-8000-000000000004';
export const USD = '0b6a7c1e-0000-4000-8000-0000000000f1';

export async function settled(page: Page) {
  await page.waitForTimeout(120);
  await page.waitForLoadState('networkidle').catch(() => {});
  await page
    .waitForFunction(() => !document.querySelector('.ui-skeleton__cell, [aria-busy="true"]'), null, {
      timeout: 8_000,
    })
    .catch(() => {});
  // Fades and sheet slide-ins finish: axe reads computed colours, half-faded text fails contrast.
  await page.waitForTimeout(450);
}

export async function fixturesFor(app: TestApp, page: Page): Promise<Fixtures> {
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  const platform = platformAs(app, token!);
  const wallets = await platform<{ data: { uuid: string; type: string; role: string }[] }>(
    'v2',
    '/wallets?include_shared=true',
  );
  const wallet = wallets.data[0]!.uuid;
  const other = wallets.data.find((x) => x.uuid !== wallet)?.uuid;
  const business = wallets.data.find((x) => x.type === 'business' && x.role === 'owner')?.uuid;
  const optional = async <T>(fn: () => Promise<T>) => {
    try {
      return await fn();
    } catch {
      return undefined;
    }
  };
  const txs = await platform<{ data: { id: number }[] }>('v2', `/wallets/${wallet}/transactions?limit=1`);
  const vas = await optional(() =>
    platform<{ data: { id: string }[] }>('core', `/virtual_account/list/${wallet}`),
  );
  const cards = await optional(() =>
    platform<{ data: { card_id: string }[] }>('core', `/issuing/cards?wallet_uuid=${wallet}`),
  );
  const subs = await optional(() =>
    platform<{ data: { id: string }[] }>('core', `/issuing/sub_account/list/${wallet}`),
  );
  const counterparty = await optional(() =>
    platform<{ id: string }>('v2', `/counterparties/${wallet}`, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: '+447700900123',
      type: 'INDIVIDUAL',
      is_pinned: false,
      is_self: false,
    }),
  );
  // An exchange, for the order screen (first generation: the request id rides in a header).
  const order = await optional(async () => {
    const res = await fetch(`${app.platformUrl}/__platform/core/orders/EXCHANGE_CRYPTO_INTERNAL`, {
      method: 'POST',
      headers: {
        'x-tenant-id': 'sandbox-tenant',
        'content-type': 'application/json',
        authorization: token!,
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ amount: 0.01, wallet_uuid: wallet, from_uuid: BTC, to_uuid: USDT }),
    });
    if (!res.ok) throw new Error(`exchange: ${res.status} ${await res.text()}`);
    return (await res.json()) as { order_uuid: string };
  });
  return {
    wallet,
    other,
    business,
    tx: txs.data[0]?.id,
    virtualAccount: vas?.data[0]?.id,
    card: cards?.data[0]?.card_id,
    subAccount: subs?.data[0]?.id,
    counterparty: counterparty?.id,
    order: order?.order_uuid,
  };
}
