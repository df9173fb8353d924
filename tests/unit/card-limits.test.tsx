import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it } from 'vitest';
import type { CardDetail } from '../../src/api/types/issuing';
import { LimitsSection } from '../../src/features/cards/LimitsSection';
import { click, type Mounted, mount } from './react-harness';

/**
 * API.md §12.3 `LimitsUpdate` has only `P_cap?: number`: a limit can be set or changed, never
 * switched off (null). The limit sheet offers no "off" and says so in plain words.
 */
let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

const limits = Object.fromEntries(
  ['all_time', 'daily', 'weekly', 'monthly', 'yearly', 'per_transaction'].flatMap((p) => [
    [`${p}_enabled`, p === 'daily'],
    [`${p}_cap`, p === 'daily' ? '50' : '0'],
    [`${p}_spent`, '0'],
  ]),
);
const card = {
  card_id: 'c1',
  fiat_account: {
    currency: { symbol: 'EUR', decimal: 2, render_decimal: 2, meta: { code: 'EUR', symbol: '€' } },
  },
  limits,
} as unknown as CardDetail;

describe('card limit sheet', () => {
  it('has no switch to remove a limit and says a limit can only be changed', async () => {
    view = await mount(
      <AppRoot>
        <LimitsSection card={card} />
      </AppRoot>,
    );
    await click(document.querySelector('[data-testid="limit-daily"]')!);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog).toBeTruthy();
    expect(dialog.querySelector('input[type="checkbox"]')).toBeNull();
    expect(dialog.textContent).toContain('not removed');
    expect((dialog.querySelector('input[aria-label="Limit amount"]') as HTMLInputElement).value).toBe('50');
  });
});
