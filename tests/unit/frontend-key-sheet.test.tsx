import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletSummary } from '../../src/api/types/wallets';
import { CreateFrontendKeySheet } from '../../src/features/developer/CreateFrontendKeySheet';
import { type Mounted, mount, typeInto } from './react-harness';

/**
 * The new-frontend-key sheet starts empty each time it opens, and only then: the screen hands it a
 * new wallets array on every render (a refetch when the user comes back to the app), which wiped
 * the name the user was typing.
 */
let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const wallet = { uuid: 'w-1', name: 'Main', role: 'owner' } as unknown as WalletSummary;
const sheet = (open: boolean, wallets: readonly WalletSummary[]) => (
  <AppRoot>
    <CreateFrontendKeySheet
      open={open}
      wallets={wallets}
      walletName={(w) => w.name ?? ''}
      onClose={() => {}}
      onCreated={() => {}}
    />
  </AppRoot>
);
const nameInput = () =>
  document.querySelector<HTMLInputElement>(
    '[role="dialog"] input[type="text"], [role="dialog"] input:not([type])',
  );

describe('the new frontend key sheet', () => {
  it('keeps what the user typed when the screen renders again with the same wallets', async () => {
    view = await mount(sheet(true, [wallet]));
    await typeInto(nameInput()!, 'Storefront');
    await view.rerender(sheet(true, [{ ...wallet }]));
    expect(nameInput()!.value).toBe('Storefront');
  });

  it('starts empty again when it is closed and opened', async () => {
    view = await mount(sheet(true, [wallet]));
    await typeInto(nameInput()!, 'Storefront');
    await view.rerender(sheet(false, [wallet]));
    await view.rerender(sheet(true, [wallet]));
    expect(nameInput()!.value).toBe('');
  });
});
