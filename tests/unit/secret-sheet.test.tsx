import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { SecretSheet } from '../../src/features/developer/SecretSheet';
import { type Mounted, mount } from './react-harness';

/**
 * A key's secret sheet names the key it shows until it has gone: the screen forgets the key the
 * moment the user closes the sheet, and while it slid out the sentence read "the secret of .".
 */
let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const sheet = (secret: string | null, keyName: string) => (
  <AppRoot>
    <SecretSheet secret={secret} keyName={keyName} onDone={() => {}} onCopy={() => {}} />
  </AppRoot>
);
const sentence = () => document.querySelector('[role="dialog"] p')?.textContent ?? '';

describe("a key's secret sheet", () => {
  it('keeps naming the key while it closes, and names the next key when it opens again', async () => {
    view = await mount(sheet('sk_live_1', 'Payroll'));
    expect(sentence()).toContain('Payroll');
    await view.rerender(sheet(null, ''));
    // Still in the page while it slides out: with the name.
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    expect(sentence()).toContain('Payroll');
    await view.rerender(sheet('sk_live_2', 'Storefront'));
    expect(sentence()).toContain('Storefront');
  });
});
