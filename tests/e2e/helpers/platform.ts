import type { Page } from 'playwright-core';
import type { AppServer } from '../app-server.ts';
import type { TestApp } from '../harness';

/** Calls the sandbox platform as the signed-in user (to read balances, orders, seed data). */
export function platformAs(app: Pick<AppServer, 'platformUrl'>, token: string) {
  return async function platform<T>(service: 'core' | 'v2', path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${app.platformUrl}/__platform/${service}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'x-tenant-id': 'sandbox-tenant',
        'content-type': 'application/json',
        authorization: service === 'core' ? token : `Bearer ${token}`,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  };
}
export type Platform = ReturnType<typeof platformAs>;

/**
 * Calls the platform as the user signed in on `page`, with the access token the page holds at the
 * moment of each call. From Node, at `app.platformUrl`: the page itself may not fetch the platform
 * by a same-origin path (in two-origin mode the platform is elsewhere and the CSP's connect-src
 * names only its origin).
 */
export function platformAsPage(app: TestApp, page: Page) {
  return async function platform<T>(service: 'core' | 'v2', path: string, body?: unknown): Promise<T> {
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    if (!token) throw new Error(`${path}: the page holds no access token`);
    return platformAs(app, token)<T>(service, path, body);
  };
}

/** The uuid of the first wallet the user signed in on `page` sees (a new account's only one). */
export async function firstWalletId(app: TestApp, page: Page): Promise<string> {
  const { data } = await platformAsPage(app, page)<{ data: { uuid: string }[] }>('v2', '/wallets');
  return data[0]!.uuid;
}

/** The uuid of the user's wallet with this name (the sandbox seeds "Main"). */
export async function walletNamed(platform: Platform, name: string): Promise<string> {
  const wallets = await platform<{ data: { uuid: string; name: string }[] }>('v2', '/wallets');
  return wallets.data.find((w) => w.name === name)!.uuid;
}

/** A wallet's balance in one currency, as the number the platform sent (0 when none). */
export async function balanceIn(platform: Platform, walletId: string, currencyId: string): Promise<number> {
  const w = await platform<{ balance: { details: { amount: number; currency: { uuid: string } }[] }[] }>(
    'v2',
    `/wallets/${walletId}`,
  );
  return w.balance.flatMap((b) => b.details).find((d) => d.currency.uuid === currencyId)?.amount ?? 0;
}

/** The last one-time code the sandbox sent to an email or phone. */
export async function lastCode(app: TestApp, to: string): Promise<string> {
  const { data } = await app.control<{ data: { to: string; code: string }[] }>('/outbox');
  const code = data.filter((m) => m.to === to).at(-1)?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}
