import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonLabelled, deferred, flush, type Mounted, mount, tapTwice, typeInto } from './react-harness';

/**
 * The re-authentication sheet and the PDF statement send once however often their button is
 * tapped while the call runs (issue 21: their calls are mutations, whose busy state reaches React
 * a tick after the call started).
 */
const calls = {
  proofMethods: vi.fn(),
  proveWithPassword: vi.fn(),
  sendProofCode: vi.fn(),
  fetchStatement: vi.fn(),
};
vi.mock('../../src/features/reauth/methods', async (original) => ({
  ...(await original<object>()),
  proofMethods: calls.proofMethods,
  proveWithPassword: calls.proveWithPassword,
  sendProofCode: calls.sendProofCode,
}));
vi.mock('../../src/features/wallets/export-statement', () => ({ fetchStatement: calls.fetchStatement }));
vi.mock('../../src/lib/wallet-reads', async (original) => ({
  ...(await original<object>()),
  useWallet: () => ({ data: { name: 'Main' } }),
}));
const { ReauthSheet } = await import('../../src/features/reauth/ReauthSheet');
const { StatementSheet } = await import('../../src/features/wallets/StatementSheet');

let view: Mounted | undefined;
const show = async (node: ReactNode) => {
  view = await mount(<AppRoot>{node}</AppRoot>);
  await flush();
};
const button = buttonLabelled;

beforeEach(() => {
  for (const fn of Object.values(calls)) fn.mockReset();
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('a second tap while the call runs sends nothing', () => {
  it('re-authentication: the password proof', async () => {
    calls.proofMethods.mockResolvedValue([
      { kind: 'password', email: 'demo@sandbox.dev' },
      { kind: 'code', channel: 'email', to: 'demo@sandbox.dev' },
    ]);
    const proved = deferred<void>();
    calls.proveWithPassword.mockReturnValue(proved.promise);
    const onProved = vi.fn();
    await show(<ReauthSheet purpose="card-details" onProved={onProved} onCancel={() => {}} />);
    await typeInto(document.querySelector<HTMLInputElement>('input[type="password"]')!, 'demo-password');
    await tapTwice(button('Confirm'));
    expect(calls.proveWithPassword).toHaveBeenCalledTimes(1);
    expect(calls.proveWithPassword).toHaveBeenCalledWith('demo@sandbox.dev', 'demo-password');
    proved.resolve();
    await flush();
    expect(onProved).toHaveBeenCalledTimes(1);
  });

  it('re-authentication: a one-time code sent once', async () => {
    calls.proofMethods.mockResolvedValue([{ kind: 'code', channel: 'email', to: 'demo@sandbox.dev' }]);
    const sent = deferred<void>();
    calls.sendProofCode.mockReturnValue(sent.promise);
    await show(<ReauthSheet purpose="card-details" onProved={() => {}} onCancel={() => {}} />);
    await tapTwice(button('Send code'));
    expect(calls.sendProofCode).toHaveBeenCalledTimes(1);
    sent.resolve();
    await flush();
  });

  it('the PDF statement', async () => {
    const made = deferred<File>();
    calls.fetchStatement.mockReturnValue(made.promise);
    await show(<StatementSheet walletId="w-1" open onOpenChange={() => {}} />);
    await tapTwice(button('Download PDF'));
    expect(calls.fetchStatement).toHaveBeenCalledTimes(1);
    expect(calls.fetchStatement.mock.calls[0]?.slice(0, 2)).toEqual(['w-1', 'Main']);
    made.reject(new Error('offline'));
    await flush();
  });
});
