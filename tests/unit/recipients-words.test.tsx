import { describe, expect, it } from 'vitest';
import {
  emptyDestination,
  validateDestination,
} from '../../src/features/orders/counterparties/destination-form';
import { dotted, Ltr } from '../../src/features/orders/counterparties/Ltr';
import { t } from '../../src/i18n';
import { mount } from './react-harness';

describe('recipients: sentences from the catalogue', () => {
  it('names what goes with a deleted recipient, by count (0, 1, many, 21)', () => {
    const say = (count: number) => t('recipients.delete.consequence', { count });
    expect(say(0)).toBe('They have no saved accounts.');
    expect(say(1)).toBe('Their saved account or address is deleted with them.');
    expect(say(3)).toBe('Their 3 saved accounts and addresses are deleted with them.');
    expect(say(21)).toBe('Their 21 saved accounts and addresses are deleted with them.');
  });

  it('a UK destination left empty gets every field’s own sentence', () => {
    const errors = validateDestination(emptyDestination('FPS'), {
      currencies: [],
      chains: [],
      countryHasStates: false,
      countryIso2: null,
    });
    expect(errors).toMatchObject({
      'external_banking_data.bank_name': 'Enter the bank name.',
      'external_banking_data.routing_number': 'A sort code has 6 digits.',
      'external_banking_data.account_number': 'A UK account number has 8 digits.',
      'external_banking_data.address.city': 'Enter the city.',
      'external_banking_data.address.country_id': 'Choose the country of the bank.',
    });
  });

  it('an IBAN in a subtitle stays left to right, whatever the page direction', async () => {
    const view = await mount(<p dir="rtl">{dotted(['Bank', <Ltr key="i">DE89 3704 0044</Ltr>, null])}</p>);
    const iban = view.container.querySelector('bdi');
    expect(iban?.getAttribute('dir')).toBe('ltr');
    expect(iban?.textContent).toBe('DE89 3704 0044');
    expect(view.container.textContent).toBe('Bank · DE89 3704 0044');
    await view.unmount();
  });
});
