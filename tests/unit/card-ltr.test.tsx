import { AppRoot } from '@telegram-apps/telegram-ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardDetail } from '../../src/api/types/issuing';
import { flush, type Mounted, mount } from './react-harness';

/**
 * Card numbers, expiry and CVV are read left to right in every language: inside the mirrored
 * Arabic and Persian layout they carry dir="ltr", so "4242 4242 …" and "11/30" never reorder.
 */
vi.mock('../../src/api/card-secrets', () => ({
  fetchCardSecrets: async () => ({
    card_number: '4242424242424242',
    expiry_month: 11,
    expiry_year: 2030,
    cvv: '702',
  }),
}));

const { CardDetailsSheet } = await import('../../src/features/cards/CardDetailsSheet');
const { CardFace } = await import('../../src/features/cards/CardFace');
const { recordProof, clearProof } = await import('../../src/features/reauth/proof');

let view: Mounted | undefined;
afterEach(async () => {
  await view?.unmount();
  view = undefined;
  clearProof();
});

const card = {
  card_id: 'c1',
  last4: '4242',
  brand: 'VISA',
  card_status: 'ACTIVE',
  form_factor: 'VIRTUAL',
  nick_name: 'Online shopping',
  fiat_account: {
    balance: '10',
    currency: { symbol: 'USD', decimal: 2, render_decimal: 2, meta: { code: 'USD', symbol: '$' } },
  },
} as unknown as CardDetail;

describe('card secrets stay left to right', () => {
  it('marks the number, expiry and CVV dir="ltr"', async () => {
    recordProof();
    view = await mount(
      <AppRoot>
        <CardDetailsSheet card={card} onClose={() => {}} />
      </AppRoot>,
    );
    for (let i = 0; i < 5 && !document.querySelector('[data-testid="card-number"]'); i++) await flush();
    for (const id of ['card-number', 'card-expiry', 'card-cvv']) {
      const el = document.querySelector(`[data-testid="${id}"]`);
      expect(el, id).toBeTruthy();
      expect(el?.getAttribute('dir'), id).toBe('ltr');
    }
    expect(document.querySelector('[data-testid="card-number"]')?.textContent).toBe('4242 4242 4242 4242');
    expect(document.querySelector('[data-testid="card-expiry"]')?.textContent).toBe('11/30');
  });

  it('draws •••• and the last four digits left to right on the card face', async () => {
    view = await mount(<CardFace card={card} />);
    const masked = view.container.querySelector('.card-face__number [aria-hidden="true"]');
    expect(masked?.textContent?.replace(/\s+/g, ' ').trim()).toBe('•••• 4242');
    expect(masked?.getAttribute('dir')).toBe('ltr');
    // Screen readers get a sentence instead of four bullets.
    expect(view.container.querySelector('.card-face__number .visually-hidden')?.textContent).toBe(
      'Card ending in 4242',
    );
  });
});
