import { AppRoot } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/api/errors';
import NotFoundScreen from '../../src/app/NotFoundScreen';
import { orderStatuses } from '../../src/features/orders/order-labels';
import { switchLocale, t } from '../../src/i18n';
import { ruleMessage } from '../../src/lib/rule-message';
import { addressError } from '../../src/shared/address-rules';
import { ibanError } from '../../src/shared/bank-rules';
import { ErrorState } from '../../src/ui/ErrorState';
import { statusInfo } from '../../src/ui/status';
import { TabBar } from '../../src/ui/TabBar';
import { mount } from './react-harness';

const inRoot = (node: ReactNode) => mount(<AppRoot>{node}</AppRoot>);

/**
 * The shell speaks the user's language: with another language active (the pseudo locale, built
 * from English for every namespace), none of its English sentences is left.
 */
describe('common sentences in the active language', () => {
  beforeAll(() => switchLocale('pseudo'));
  afterAll(() => switchLocale('en'));

  it('error state, not-found screen and tab bar', async () => {
    const state = await inRoot(<ErrorState onRetry={() => {}} />);
    expect(state.container.textContent).toContain(t('common.errorState.title'));
    expect(state.container.textContent).toContain(t('common.action.tryAgain'));
    expect(state.container.textContent).not.toMatch(/load this|Try again|Something went wrong/);
    await state.unmount();

    const missing = await inRoot(<NotFoundScreen />);
    expect(missing.container.textContent).toContain(t('ui.notFound.title'));
    expect(missing.container.textContent).not.toMatch(/Page not found|Go to home/);
    await missing.unmount();

    const tabs = await inRoot(<TabBar active="home" />);
    expect(tabs.container.querySelector('nav')?.getAttribute('aria-label')).toBe(t('common.tabs.label'));
    expect(tabs.container.textContent).toContain(t('common.tabs.profile'));
    expect(tabs.container.textContent).not.toMatch(/Home|Cards|Profile/);
    await tabs.unmount();
  });

  it('statuses, our API sentences and the shared rules', () => {
    expect(statusInfo(orderStatuses, 'COMPLETE').label).toBe(t('ui.status.order.complete'));
    expect(statusInfo(orderStatuses, 'COMPLETE').label).not.toBe('Completed');
    const offline = new ApiError({ kind: 'network', status: 0, service: 'v2', method: 'GET', path: '/x' });
    expect(offline.message).toBe(t('common.api.network'));
    expect(offline.message).not.toMatch(/No connection/);
    // The platform's own wording stays as it was sent.
    const refused = new ApiError({
      kind: 'http',
      status: 422,
      service: 'v2',
      method: 'POST',
      path: '/x',
      serverMessage: 'Label is too long.',
    });
    expect(refused.message).toBe('Label is too long.');
    expect(ruleMessage(ibanError(''))).toBe(t('rules.ibanEmpty'));
    expect(ruleMessage(ibanError(''))).not.toBe('Enter the IBAN.');
    const chain = ruleMessage(addressError('0xabc', 'evm', 'Ethereum'));
    expect(chain).toContain('Ethereum'); // names and codes go in untranslated
    expect(chain).not.toMatch(/not a valid/);
  });
});
