import { AppRoot } from '@telegram-apps/telegram-ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail } from '../../src/api/types/issuing';
import { RenameSheet } from '../../src/features/cards/RenameSheet';
import { FormError } from '../../src/ui/FormError';
import { currentToast, dismissToast } from '../../src/ui/toast';
import { type Mounted, mount } from './react-harness';

/**
 * Issue 12 "Feedback": a failed submit anywhere (order forms, recipient sheets, card sheets,
 * profile) shows a toast and scrolls its reason into view, the way sign-in already did.
 */
let view: Mounted | undefined;
const scrolled: Element[] = [];

beforeEach(() => {
  scrolled.length = 0;
  dismissToast();
  vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

describe('failed submit feedback', () => {
  it('an order or recipient form: toast and scroll to the reason; a hint while typing stays quiet', async () => {
    view = await mount(<FormError text="Enter an amount of at least 10 USDT." />);
    expect(currentToast()).toBeNull();
    expect(scrolled).toEqual([]);

    await view.rerender(<FormError text="The platform refused the order: not enough balance." submitted />);
    expect(currentToast()?.tone).toBe('error');
    expect(scrolled).toEqual([view.container.querySelector('[data-testid="form-error"]')]);

    // A new try clears the reason: the toast (pinned over the header and its back) goes with it.
    await view.rerender(<FormError text={null} submitted />);
    expect(currentToast()).toBeNull();
  });

  it('a card sheet (rename): the refused save is toasted and scrolled to', async () => {
    const card = { card_id: 'c1', nick_name: '' } as unknown as CardDetail;
    view = await mount(
      <AppRoot>
        <RenameSheet card={card} onClose={() => {}} />
      </AppRoot>,
    );
    const input = document.querySelector('input[aria-label="Card name"]')!;
    await act(async () => {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    const reason = [...document.querySelectorAll('[role="alert"]')].find((e) =>
      e.textContent?.includes('Give the card a name.'),
    );
    expect(reason).toBeTruthy();
    expect(currentToast()?.tone).toBe('error');
    expect(scrolled).toContain(reason);
  });
});
