import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it } from 'vitest';
import { RateRow } from '../../src/features/orders/components/RateRow';
import { STATUS_SENTENCE, statusSentence } from '../../src/features/orders/order-labels';
import { type Mounted, mount } from './react-harness';

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
});

describe('orders in a right-to-left layout', () => {
  it('keeps the rate left to right ("1 BTC = …" read in Arabic came out as "BTC = … USDT 1")', async () => {
    view = await mount(
      <AppRoot>
        <div dir="rtl">
          <RateRow value="97487.44" fromSymbol="BTC" toSymbol="USDT" />
        </div>
      </AppRoot>,
    );
    const rate = view.container.querySelector('[data-testid="quote-rate"]');
    const isolate = rate?.querySelector('[dir="ltr"]');
    expect(isolate?.textContent).toMatch(/^1 BTC = \S+ USDT$/);
    expect(rate?.getAttribute('aria-label')).toBe(`Rate ${isolate?.textContent}. Tap to turn it round.`);
  });
});

describe('order status sentences', () => {
  it('are read in the active language when looked up, also through the table the card top-up indexes', () => {
    expect(statusSentence('PROCESSING')).toBe('Your order is being processed.');
    expect(STATUS_SENTENCE.NEW).toBe('Your order was received.');
    expect(STATUS_SENTENCE.SOMETHING_NEW).toBeUndefined();
    expect(Object.keys(STATUS_SENTENCE)).toEqual([
      'NEW',
      'PENDING',
      'PROCESSING',
      'COMPLETE',
      'FAILED',
      'ERROR',
      'CANCELED',
    ]);
  });
});
