import { Section } from '@telegram-apps/telegram-ui';
import { useMemo, useState } from 'react';
import { systemApi } from '../../../api/endpoints/system';
import { isApiError } from '../../../api/errors';
import type { CounterpartyType, DestinationDetail } from '../../../api/types';
import { type MessageKey, t } from '../../../i18n';
import { phoneProblem, phoneToWire } from '../../../lib/phone';
import { haptic } from '../../../lib/platform';
import { useQuery } from '../../../lib/query';
import { SelectField, TextField } from '../../../ui/Field';
import { countryName, emptyPhone, PhoneField, type PhoneValue } from '../../../ui/PhoneField';
import { Sheet } from '../../../ui/Sheet';
import { showToast } from '../../../ui/toast';
import { FormError } from '../components/FormError';
import { useChains, useCurrencies } from '../data';
import { createCounterparty, createDestination } from './api';
import { DestinationFields } from './DestinationFields';
import {
  type DestinationKind,
  type DestinationValues,
  destinationBody,
  destinationKindLabel,
  emptyDestination,
  validateDestination,
} from './destination-form';

export interface NewCounterpartyValues {
  type: CounterpartyType;
  name: string;
  email: string;
  phone: PhoneValue;
}

export function counterpartyErrors(v: NewCounterpartyValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.name.trim()) e.name = t('recipients.error.name');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.email.trim())) e.email = t('recipients.error.email');
  const phone = phoneProblem(v.phone, countryName(v.phone.country));
  if (phone) e.phone = phone;
  return e;
}

/**
 * Adds a destination (bank account or crypto address) to a counterparty, or — with
 * `counterpartyId` null — creates the counterparty and its first destination together.
 */
export function DestinationSheet({
  walletId,
  open,
  onClose,
  counterpartyId,
  kinds,
  onCreated,
}: {
  walletId: string;
  open: boolean;
  onClose: () => void;
  counterpartyId: string | null;
  kinds: readonly DestinationKind[];
  onCreated: (destination: DestinationDetail, counterpartyId: string) => void;
}) {
  const [values, setValues] = useState<DestinationValues>(() => emptyDestination(kinds[0]!));
  const [person, setPerson] = useState<NewCounterpartyValues>({
    type: 'INDIVIDUAL',
    name: '',
    email: '',
    phone: emptyPhone(),
  });
  const [createdCp, setCreatedCp] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const currencies = useCurrencies();
  const chains = useChains();
  const countries = useQuery(systemApi.countries, {}, { staleMs: 60 * 60_000 });
  const countryId = values.country_id ? Number(values.country_id) : null;
  const states = useQuery(systemApi.states, countryId ? { path: { country_id: countryId } } : null);
  const country = useMemo(
    () => countries.data?.data.find((c) => c.id === countryId),
    [countries.data, countryId],
  );

  const save = async () => {
    const cpId = counterpartyId ?? createdCp;
    const local = {
      ...(cpId ? {} : counterpartyErrors(person)),
      ...validateDestination(values, {
        currencies: currencies.data?.data ?? [],
        chains: chains.data?.data ?? [],
        countryHasStates: (states.data?.data.length ?? 0) > 0,
        countryIso2: country?.iso2 ?? null,
      }),
    };
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) {
      haptic('error');
      return;
    }
    setBusy(true);
    try {
      let id = cpId;
      if (!id) {
        const cp = await createCounterparty(walletId, {
          type: person.type,
          name: person.name.trim(),
          email: person.email.trim(),
          // SPEC §5: digits only on the wire.
          phone: phoneToWire(person.phone.e164 ?? ''),
          is_pinned: false,
          is_self: false,
        });
        id = cp.id;
        setCreatedCp(cp.id); // a failed destination below must not create the person twice
      }
      const created = await createDestination(walletId, id, destinationBody(values));
      haptic('success');
      showToast(t('recipients.toast.saved'), { tone: 'success' });
      onCreated(created, id);
      setValues(emptyDestination(kinds[0]!));
      setCreatedCp(null);
    } catch (err) {
      haptic('error');
      if (isApiError(err)) {
        setErrors(err.fields);
        setFormError(err.message);
      } else setFormError(t('recipients.add.failed'));
    } finally {
      setBusy(false);
    }
  };

  const personField = (key: 'name' | 'email', header: MessageKey, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(header)}
      name={`cp_${key}`}
      value={person[key]}
      error={errors[key]}
      onChange={(e) => setPerson({ ...person, [key]: e.currentTarget.value })}
      {...extra}
    />
  );

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={counterpartyId ? t('recipients.add.titleDestination') : t('recipients.add.titleRecipient')}
      primary={{ text: t('recipients.form.save'), onClick: () => void save(), loading: busy }}
    >
      {!counterpartyId && !createdCp && (
        <Section header={t('recipients.add.recipientSection')}>
          <SelectField
            label={t('recipients.add.recipientIs')}
            name="cp_type"
            value={person.type}
            onChange={(e) => setPerson({ ...person, type: e.currentTarget.value as CounterpartyType })}
          >
            <option value="INDIVIDUAL">{t('recipients.add.typePerson')}</option>
            <option value="BUSINESS">{t('recipients.add.typeBusiness')}</option>
          </SelectField>
          {personField(
            'name',
            person.type === 'BUSINESS' ? 'recipients.person.companyName' : 'recipients.person.fullName',
          )}
          {personField('email', 'recipients.form.email', { type: 'email', inputMode: 'email', dir: 'ltr' })}
          <PhoneField
            label={t('recipients.form.phone')}
            name="cp_phone"
            value={person.phone}
            error={errors.phone}
            onChange={(phone) => setPerson({ ...person, phone })}
          />
        </Section>
      )}
      {kinds.length > 1 && (
        <Section header={t('recipients.add.kindSection')}>
          <SelectField
            label={t('recipients.add.kind')}
            name="destination_type"
            value={values.type}
            onChange={(e) => setValues(emptyDestination(e.currentTarget.value as DestinationKind))}
          >
            {kinds.map((k) => (
              <option key={k} value={k}>
                {destinationKindLabel(k)}
              </option>
            ))}
          </SelectField>
        </Section>
      )}
      <DestinationFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues({ ...values, ...patch })}
      />
      <Section header={t('recipients.add.labelSection')}>
        <TextField
          label={t('recipients.form.nickname')}
          aside={t('recipients.add.optional')}
          name="nickname"
          value={values.nickname}
          onChange={(e) => setValues({ ...values, nickname: e.currentTarget.value })}
        />
      </Section>
      <FormError text={formError} submitted />
    </Sheet>
  );
}
