import { afterAll, beforeAll, beforeEach } from 'vitest';
import { issuingApi } from '../../src/api/endpoints/issuing';
import { walletsApi } from '../../src/api/endpoints/wallets';
import { call } from '../../src/api/http';
import { clearTokens } from '../../src/api/session';
import { type ContractOptions, type ContractSandbox, signInAs, startContractSandbox } from './harness';

/**
 * One in-process sandbox for a test file: started before the tests, stopped after them, and before
 * each test the client signed out and the request log empty. The answer stands for the sandbox
 * (it forwards to the one started in beforeAll), so a file can name it at the top.
 */
export function sandboxForThisFile(
  opts: ContractOptions = {},
  each: { signedOut?: boolean } = { signedOut: true },
): ContractSandbox {
  let current: ContractSandbox | undefined;
  beforeAll(async () => {
    current = await startContractSandbox(opts);
  });
  afterAll(() => current?.stop());
  if (each.signedOut) {
    beforeEach(() => {
      clearTokens();
      current?.clearRequests();
    });
  }
  return new Proxy({} as ContractSandbox, {
    get(_, key) {
      if (!current)
        throw new Error('The contract sandbox starts in beforeAll: use it inside a test or hook.');
      return current[key as keyof ContractSandbox];
    },
  });
}

/** Signs in as the demo user and finds its wallets by name (the sandbox seeds "Main" and others). */
export async function signInDemoWallets(): Promise<{ token: string; walletNamed: (name: string) => string }> {
  const token = (await signInAs()).access_token;
  const list = await call(walletsApi.list, { query: { limit: 100, offset: 0 } });
  return { token, walletNamed: (name) => list.data.find((w) => w.name === name)!.uuid };
}

/** A wallet's balance in one currency, as the decimal string the platform sent ('0' when none). */
export async function balanceOf(walletId: string, currencyId: string): Promise<string> {
  const wallet = await call(walletsApi.get, { path: { wallet_id: walletId } });
  const held = wallet.balance.flatMap((b) => b.details).find((d) => d.currency.uuid === currencyId);
  return held === undefined ? '0' : String(held.amount);
}

/** The newest entry of a card's history (new scheme): what the last money move wrote on it. */
export async function newestCardTransaction(cardId: string) {
  const page = await call(issuingApi.transactions, {
    query: { card_id: cardId, limit: 1, offset: 0, new_scheme: true },
  });
  return page.data[0];
}

/** The demo user as a test sees it: the access token and the id of its "Main" wallet. */
export interface DemoUser {
  token: string;
  main: string;
  walletNamed: (name: string) => string;
}

/**
 * A file whose tests act as the demo user: the file's sandbox, and before each test a fresh
 * sign-in (read through `demo`), then `prepare` (reads a test starts from, such as the wallet's
 * cards), then an empty request log, so a test's expectLastRequest sees its own calls only.
 */
export function demoUserForThisFile(
  opts: ContractOptions,
  prepare?: (demo: DemoUser) => Promise<void>,
): { h: ContractSandbox; demo: DemoUser } {
  const h = sandboxForThisFile(opts, { signedOut: false });
  const demo: DemoUser = { token: '', main: '', walletNamed: () => '' };
  beforeEach(async () => {
    const signedIn = await signInDemoWallets();
    Object.assign(demo, {
      token: signedIn.token,
      main: signedIn.walletNamed('Main'),
      walletNamed: signedIn.walletNamed,
    });
    await prepare?.(demo);
    h.clearRequests();
  });
  return { h, demo };
}
