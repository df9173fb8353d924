import { describe, expect, it } from 'vitest';
import { dotted } from '../../src/features/recipients/dotted';
import { t } from '../../src/i18n';
import {
  bankCountryIso,
  destinationBody,
  emptyDestination,
  validateDestination,
} from '../../src/lib/destination-form';
import { Ltr } from '../../src/ui/Ltr';
import { mount } from './react-harness';

describe('recipients: sentences from the catalogue', () => {
  it('names what goes with a deleted recipient, by count (0, 1, many, 21)', () => {
    const say = (count: number) => t('recipients.delete.consequence', { count });
    expect(say(0)).toBe('They have no saved accounts.');
    expect(say(1)).toBe('Their saved account or address is deleted with them.');
    expect(say(3)).toBe('Their 3 saved accounts and addresses are deleted with them.');
    expect(say(21)).toBe('Their 21 saved accounts and addresses are deleted with them.');
  });

  it('a UK destination left empty gets every field’s own sentence, and nothing about the bank’s name or street', () => {
    const errors = validateDestination(emptyDestination('FPS'), { currencies: [], chains: [] });
    expect(errors).toEqual({
      'external_banking_data.routing_number': 'A sort code has 6 digits.',
      'external_banking_data.account_number': 'A UK account number has 8 digits.',
    });
  });

  it('a SEPA account needs only its IBAN (issue 20 #8): no bank name, no address, BIC optional', () => {
    const sepa = { ...emptyDestination('SEPA'), iban: 'DE89 3704 0044 0532 0130 00' };
    expect(validateDestination(sepa, { currencies: [], chains: [] })).toEqual({});
    expect(validateDestination({ ...sepa, iban: '' }, { currencies: [], chains: [] })).toEqual({
      'external_banking_data.iban': 'Enter the IBAN.',
    });
    // The bank's country comes from the IBAN and goes as the bank's address, for the record.
    expect(bankCountryIso(sepa)).toBe('DE');
    expect(destinationBody(sepa, 82)).toEqual({
      type: 'SEPA',
      nickname: null,
      external_banking_data: {
        bank_name: null,
        note: null,
        iban: 'DE89370400440532013000',
        swift_bic: null,
        account_number: null,
        routing_number: null,
        address: { country_id: 82 },
      },
    });
  });

  it('SWIFT reads one field as an IBAN or an account number, and the country from either', () => {
    const swift = { ...emptyDestination('SWIFT'), swift_bic: 'HSBCHKHH' };
    const asIban = { ...swift, account_number: 'GB29 NWBK 6016 1331 9268 19' };
    expect(validateDestination(asIban, { currencies: [], chains: [] })).toEqual({});
    expect(destinationBody(asIban)).toMatchObject({
      external_banking_data: {
        iban: 'GB29NWBK60161331926819',
        account_number: null,
      },
    });
    expect(bankCountryIso(asIban)).toBe('GB');
    const asAccount = { ...swift, account_number: '123-456789-001' };
    expect(destinationBody(asAccount)).toMatchObject({
      external_banking_data: {
        iban: null,
        account_number: '123-456789-001',
      },
    });
    expect(bankCountryIso(asAccount)).toBe('HK');
  });

  it('an IBAN in a subtitle stays left to right, whatever the page direction', async () => {
    const view = await mount(
      <p dir="rtl">
        {dotted([
          'Bank',
          <Ltr key="i" oneLine>
            DE89 3704 0044
          </Ltr>,
          null,
        ])}
      </p>,
    );
    const iban = view.container.querySelector('bdi');
    expect(iban?.getAttribute('dir')).toBe('ltr');
    expect(iban?.classList.contains('ui-ltr--one-line')).toBe(true);
    expect(iban?.textContent).toBe('DE89 3704 0044');
    expect(view.container.textContent).toBe('Bank · DE89 3704 0044');
    await view.unmount();
  });
});
