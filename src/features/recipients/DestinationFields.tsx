import { Section } from '@telegram-apps/telegram-ui';
import { type MessageKey, t } from '../../i18n';
import { bankCountryIso, type DestinationValues, isCryptoKind } from '../../lib/destination-form';
import { useChains, useCurrencies } from '../../lib/reference-reads';
import { regionLabel } from '../../lib/region';
import { ibanError } from '../../shared/bank-rules';
import { CurrencyPicker } from '../../ui/CurrencyPicker';
import type { TextFieldProps } from '../../ui/Field';
import { textFieldsFor } from './text-fields';

const B = 'external_banking_data';
const C = 'external_crypto_data';
/** IBANs, codes and addresses are typed and read left to right, also in Arabic and Persian. */
const LTR = { dir: 'ltr' };
type TextExtra = Partial<TextFieldProps>;
// i18n-ignore: a sample IBAN, the same in every language
const IBAN_EXAMPLE = 'DE89 3704 0044 0532 0130 00';

/**
 * The inputs for one destination type: only what its rail needs (destination-form.ts says which).
 * Errors are keyed like the platform's 422 fields.
 */
export function DestinationFields({
  values,
  onChange,
  errors,
}: {
  values: DestinationValues;
  onChange: (patch: Partial<DestinationValues>) => void;
  errors: Record<string, string>;
}) {
  const currencies = useCurrencies();
  const chains = useChains();
  const text = textFieldsFor<keyof DestinationValues>(
    values,
    (key, value) => onChange({ [key]: value }),
    errors,
  );
  // Numbers, codes and addresses: nothing to autofill or spell-check; errors at their wire path.
  const field = (key: keyof DestinationValues, header: MessageKey, errorKey: string, extra: TextExtra = {}) =>
    text(key, header, { autoComplete: 'off', spellCheck: false, errorKey, ...extra });

  if (isCryptoKind(values.type)) {
    const crypto = (currencies.data?.data ?? []).filter((c) => c.is_crypto);
    const chosen = crypto.find((c) => c.uuid === values.currency_id);
    return (
      <Section header={t('recipients.crypto.section')}>
        <CurrencyPicker
          header={t('recipients.crypto.currency')}
          name="currency_id"
          value={values.currency_id || null}
          chains={chains.data?.data}
          options={crypto.map((currency) => ({ currency }))}
          placeholder={t('recipients.crypto.chooseCurrency')}
          error={errors[`${C}.currency_id`]}
          onChange={(currency_id) => onChange({ currency_id })}
        />
        {field('address', 'recipients.crypto.address', `${C}.address`, LTR)}
        {chosen?.is_memo &&
          field('memo', 'recipients.crypto.memo', `${C}.memo`, { ...LTR, inputMode: 'numeric' })}
      </Section>
    );
  }

  const kind = values.type;
  // Once the IBAN is whole and valid, say which country it is from: the user sees it was read.
  const ibanCountry = kind === 'SEPA' && !ibanError(values.iban) ? bankCountryIso(values) : null;
  return (
    <Section header={t('recipients.bank.section')}>
      {kind === 'SEPA' &&
        field('iban', 'recipients.bank.iban', `${B}.iban`, {
          ...LTR,
          placeholder: IBAN_EXAMPLE,
          hint: ibanCountry
            ? t('recipients.bank.ibanFrom', { country: regionLabel(ibanCountry) })
            : undefined,
        })}
      {(kind === 'SEPA' || kind === 'SWIFT') &&
        field('swift_bic', 'recipients.bank.bic', `${B}.swift_bic`, {
          ...LTR,
          ...(kind === 'SEPA' ? { aside: t('recipients.add.optional') } : {}),
        })}
      {kind === 'SWIFT' &&
        field('account_number', 'recipients.bank.accountOrIban', `${B}.account_number`, LTR)}
      {(kind === 'ACH' || kind === 'DOMESTIC_WIRE') &&
        field('routing_number', 'recipients.bank.routingAba', `${B}.routing_number`, {
          ...LTR,
          inputMode: 'numeric',
        })}
      {(kind === 'CHAPS' || kind === 'FPS') &&
        field('routing_number', 'recipients.bank.sortCode', `${B}.routing_number`, {
          ...LTR,
          inputMode: 'numeric',
        })}
      {kind !== 'SEPA' &&
        kind !== 'SWIFT' &&
        field('account_number', 'recipients.bank.accountNumber', `${B}.account_number`, {
          ...LTR,
          inputMode: 'numeric',
        })}
    </Section>
  );
}
