import { Section } from '@telegram-apps/telegram-ui';
import { systemApi } from '../../../api/endpoints/system';
import type { Country } from '../../../api/types';
import { useQuery } from '../../../lib/query';
import { SelectField, TextField } from '../../../ui/Field';
import { currencyLabel, useChains, useCurrencies } from '../data';
import { type DestinationValues, isCryptoKind } from './destination-form';

const B = 'external_banking_data';
const A = `${B}.address`;
const C = 'external_crypto_data';

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
    header: string,
    errorKey: string,
    extra: Record<string, unknown> = {},
  ) => (
    <TextField
      label={header}
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
      <Section header="Crypto address">
        <SelectField
          label="Currency and network"
          name="currency_id"
          value={values.currency_id}
          error={errors[`${C}.currency_id`]}
          onChange={(e) => onChange({ currency_id: e.currentTarget.value })}
        >
          <option value="" disabled>
            Choose a currency
          </option>
          {crypto.map((c) => (
            <option key={c.uuid} value={c.uuid}>
              {currencyLabel(c, chains.data?.data)}
            </option>
          ))}
        </SelectField>
        {field('address', 'Address', `${C}.address`)}
        {chosen?.is_memo && field('memo', 'Destination tag / memo', `${C}.memo`, { inputMode: 'numeric' })}
      </Section>
    );
  }

  const t = values.type;
  const countryList: Country[] = countries.data?.data ?? [];
  return (
    <>
      <Section header="Bank account">
        {field('bank_name', 'Bank name', `${B}.bank_name`)}
        {t === 'SEPA' && field('iban', 'IBAN', `${B}.iban`, { placeholder: 'DE89 3704 0044 0532 0130 00' })}
        {(t === 'SEPA' || t === 'SWIFT') &&
          field('swift_bic', t === 'SEPA' ? 'SWIFT/BIC (optional)' : 'SWIFT/BIC', `${B}.swift_bic`)}
        {(t === 'ACH' || t === 'DOMESTIC_WIRE') &&
          field('routing_number', 'Routing number (ABA)', `${B}.routing_number`, { inputMode: 'numeric' })}
        {(t === 'CHAPS' || t === 'FPS') &&
          field('routing_number', 'Sort code', `${B}.routing_number`, { inputMode: 'numeric' })}
        {t !== 'SEPA' &&
          field('account_number', 'Account number', `${B}.account_number`, {
            inputMode: t === 'SWIFT' ? 'text' : 'numeric',
          })}
        {t === 'SWIFT' && field('iban', 'IBAN (if the bank uses one)', `${B}.iban`)}
      </Section>
      <Section header="Bank address">
        {field('street1', 'Street', `${A}.street1`)}
        {field('city', 'City', `${A}.city`)}
        {field('postcode', 'Postcode', `${A}.postcode`)}
        <SelectField
          label="Country"
          name="country_id"
          error={errors[`${A}.country_id`]}
          value={values.country_id}
          onChange={(e) => onChange({ country_id: e.currentTarget.value, state_id: '' })}
        >
          <option value="" disabled>
            {countries.loading ? 'Loading countries…' : 'Choose a country'}
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
            label="State or region"
            name="state_id"
            error={errors[`${A}.state_id`]}
            value={values.state_id}
            onChange={(e) => onChange({ state_id: e.currentTarget.value })}
          >
            <option value="">Choose a state</option>
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
