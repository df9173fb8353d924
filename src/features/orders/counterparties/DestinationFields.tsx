import { Section } from '@telegram-apps/telegram-ui';
import { systemApi } from '../../../api/endpoints/system';
import type { Country } from '../../../api/types';
import { type MessageKey, t } from '../../../i18n';
import { useQuery } from '../../../lib/query';
import { SelectField, TextField } from '../../../ui/Field';
import { currencyLabel, useChains, useCurrencies } from '../data';
import { type DestinationValues, isCryptoKind } from './destination-form';

const B = 'external_banking_data';
const A = `${B}.address`;
const C = 'external_crypto_data';
/** IBANs, codes and addresses are typed and read left to right, also in Arabic and Persian. */
const LTR = { dir: 'ltr' };
// i18n-ignore: a sample IBAN, the same in every language
const IBAN_EXAMPLE = 'DE89 3704 0044 0532 0130 00';

/** The inputs for one destination type. Errors are keyed like the platform's 422 fields. */
export function DestinationFields({
  values,
  onChange,
  errors,
}: {
  values: DestinationValues;
  onChange: (patch: Partial<DestinationValues>) => void;
  errors: Record<string, string>;
}) {
  const countries = useQuery(systemApi.countries, {}, { staleMs: 60 * 60_000 });
  const countryId = values.country_id ? Number(values.country_id) : null;
  const states = useQuery(systemApi.states, countryId ? { path: { country_id: countryId } } : null, {
    staleMs: 60 * 60_000,
  });
  const currencies = useCurrencies();
  const chains = useChains();
  const field = (
    key: keyof DestinationValues,
    header: MessageKey,
    errorKey: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={t(header)}
      name={key}
      value={values[key]}
      autoComplete="off"
      spellCheck={false}
      error={errors[errorKey]}
      onChange={(e) => onChange({ [key]: e.currentTarget.value })}
      {...extra}
    />
  );

  if (isCryptoKind(values.type)) {
    const crypto = (currencies.data?.data ?? []).filter((c) => c.is_crypto);
    const chosen = crypto.find((c) => c.uuid === values.currency_id);
    return (
      <Section header={t('recipients.crypto.section')}>
        <SelectField
          label={t('recipients.crypto.currency')}
          name="currency_id"
          value={values.currency_id}
          error={errors[`${C}.currency_id`]}
          onChange={(e) => onChange({ currency_id: e.currentTarget.value })}
        >
          <option value="" disabled>
            {t('recipients.crypto.chooseCurrency')}
          </option>
          {crypto.map((c) => (
            <option key={c.uuid} value={c.uuid}>
              {currencyLabel(c, chains.data?.data)}
            </option>
          ))}
        </SelectField>
        {field('address', 'recipients.crypto.address', `${C}.address`, LTR)}
        {chosen?.is_memo &&
          field('memo', 'recipients.crypto.memo', `${C}.memo`, { ...LTR, inputMode: 'numeric' })}
      </Section>
    );
  }

  const kind = values.type;
  const countryList: Country[] = countries.data?.data ?? [];
  return (
    <>
      <Section header={t('recipients.bank.section')}>
        {field('bank_name', 'recipients.bank.bankName', `${B}.bank_name`)}
        {kind === 'SEPA' &&
          field('iban', 'recipients.bank.iban', `${B}.iban`, { ...LTR, placeholder: IBAN_EXAMPLE })}
        {(kind === 'SEPA' || kind === 'SWIFT') &&
          field(
            'swift_bic',
            kind === 'SEPA' ? 'recipients.bank.bicOptional' : 'recipients.bank.bic',
            `${B}.swift_bic`,
            LTR,
          )}
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
          field('account_number', 'recipients.bank.accountNumber', `${B}.account_number`, {
            ...LTR,
            inputMode: kind === 'SWIFT' ? 'text' : 'numeric',
          })}
        {kind === 'SWIFT' && field('iban', 'recipients.bank.ibanIfUsed', `${B}.iban`, LTR)}
      </Section>
      <Section header={t('recipients.bank.address')}>
        {field('street1', 'recipients.bank.street', `${A}.street1`)}
        {field('city', 'recipients.bank.city', `${A}.city`)}
        {field('postcode', 'recipients.bank.postcode', `${A}.postcode`)}
        <SelectField
          label={t('recipients.bank.country')}
          name="country_id"
          error={errors[`${A}.country_id`]}
          value={values.country_id}
          onChange={(e) => onChange({ country_id: e.currentTarget.value, state_id: '' })}
        >
          <option value="" disabled>
            {countries.loading ? t('recipients.bank.loadingCountries') : t('recipients.bank.chooseCountry')}
          </option>
          {countryList.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.emoji ? `${c.emoji} ` : ''}
              {c.name}
            </option>
          ))}
        </SelectField>
        {(states.data?.data.length ?? 0) > 0 && (
          <SelectField
            label={t('recipients.bank.state')}
            name="state_id"
            error={errors[`${A}.state_id`]}
            value={values.state_id}
            onChange={(e) => onChange({ state_id: e.currentTarget.value })}
          >
            <option value="">{t('recipients.bank.chooseState')}</option>
            {states.data!.data.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </SelectField>
        )}
      </Section>
    </>
  );
}
