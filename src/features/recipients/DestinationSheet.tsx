import { useMutation } from '@tanstack/react-query';
import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import type { Counterparty, CounterpartyType, DestinationDetail, UserData } from '../../api/types';
import { t } from '../../i18n';
import {
  bankCountryIso,
  type DestinationKind,
  type DestinationValues,
  destinationBody,
  destinationKindLabel,
  emptyDestination,
  isCryptoKind,
  validateDestination,
} from '../../lib/destination-form';
import { phoneProblem, phoneToWire } from '../../lib/phone';
import { haptic } from '../../lib/platform';
import { useChains, useCurrencies } from '../../lib/reference-reads';
import { userDataQuery } from '../../lib/server-state/account-queries';
import { queryClient } from '../../lib/server-state/client';
import { countriesQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { ChoiceTabs } from '../../ui/ChoiceTabs';
import { TextField } from '../../ui/Field';
import { FormError } from '../../ui/FormError';
import { CELL_BUTTON, ListPicker } from '../../ui/ListPicker';
import { countryName, emptyPhone, PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { DestinationFields } from './DestinationFields';
import { createCounterparty, createDestination, useCounterparties } from './data';
import { KindIcon } from './KindIcon';
import { textFieldsFor } from './text-fields';

/** Who a new recipient is, in the order the choice shows them. */
const PERSON_TYPES: readonly CounterpartyType[] = ['INDIVIDUAL', 'BUSINESS'];

export interface NewCounterpartyValues {
  type: CounterpartyType;
  name: string;
  email: string;
  phone: PhoneValue;
}

/**
 * What is wrong with a recipient's details. Only the name is needed to pay someone: email and
 * phone are optional, and checked only when given (the sentences are about the recipient's, not
 * the user's own).
 */
export function counterpartyErrors(v: NewCounterpartyValues): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.name.trim()) e.name = t('recipients.error.name');
  if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v.email.trim()))
    e.email = t('recipients.error.email');
  if (v.phone.text.trim()) {
    const phone = phoneProblem(v.phone, countryName(v.phone.country));
    if (phone) e.phone = phone;
  }
  return e;
}

/**
 * CounterpartyCreate's `email` and `phone` are required strings (API.md §8); a recipient's that
 * the user did not give go as empty strings ("not known"). If a platform insists on them, its 422
 * lands on the field, which is in the form: the user fills it in and saves again.
 */
export const contactToWire = (v: Pick<NewCounterpartyValues, 'email' | 'phone'>) => ({
  email: v.email.trim(),
  // SPEC §5: digits only on the wire.
  phone: v.phone.e164 ? phoneToWire(v.phone.e164) : '',
});

/** The user's own name as their bank knows it, from the profile (empty when it has none). */
const holderName = (u: UserData | undefined) => [u?.first_name, u?.last_name].filter(Boolean).join(' ');

/**
 * Adds a destination (bank account or crypto address) to a counterparty, or — with
 * `counterpartyId` null — creates the counterparty and its first destination together.
 *
 * `owner: 'self'` saves one of the USER'S OWN accounts (API.md §8 `is_self`): no recipient details
 * are asked, only the account holder's name when the profile has none; the wallet's own
 * counterparty is reused (or made once from the profile), so all the user's accounts sit together.
 */
export function DestinationSheet({
  walletId,
  open,
  onClose,
  counterpartyId,
  kinds,
  onCreated,
  owner = 'payee',
}: {
  walletId: string;
  open: boolean;
  onClose: () => void;
  counterpartyId: string | null;
  kinds: readonly DestinationKind[];
  onCreated: (destination: DestinationDetail, counterpartyId: string) => void;
  owner?: 'self' | 'payee';
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
  const personWrite = useMutation(
    { mutationFn: (body: Parameters<typeof createCounterparty>[1]) => createCounterparty(walletId, body) },
    queryClient,
  );
  const destinationWrite = useMutation(
    {
      mutationFn: (v: { id: string; body: Parameters<typeof createDestination>[2] }) =>
        createDestination(walletId, v.id, v.body),
    },
    queryClient,
  );
  const busy = personWrite.isPending || destinationWrite.isPending;
  const [more, setMore] = useState(false);
  const currencies = useCurrencies();
  const chains = useChains();
  const countries = useRead(countriesQuery());
  const self = owner === 'self';
  const list = useCounterparties(walletId);
  const ownCp: Counterparty | undefined = self ? list.data?.data.find((c) => c.is_self) : undefined;
  const profile = useRead(userDataQuery(self && !counterpartyId));
  const profileName = holderName(profile.data);
  const cpId = counterpartyId ?? ownCp?.id ?? createdCp;
  // The account holder: asked only when there is no own counterparty and the profile has no name.
  const askHolder = self && !cpId && !profile.loading && !profileName;
  const askPerson = !self && !cpId;

  const save = async () => {
    const local = {
      ...(askPerson ? counterpartyErrors(person) : {}),
      ...(askHolder && !person.name.trim() ? { name: t('recipients.error.holderName') } : {}),
      ...validateDestination(values, {
        currencies: currencies.data?.data ?? [],
        chains: chains.data?.data ?? [],
      }),
    };
    setErrors(local);
    setFormError(null);
    if (Object.keys(local).length > 0) {
      haptic('error');
      return;
    }
    try {
      let id = cpId;
      if (!id) {
        const cp = await personWrite.mutateAsync(
          self
            ? {
                type: 'INDIVIDUAL',
                name: profileName || person.name.trim(),
                email: profile.data?.email ?? '',
                phone: profile.data?.phone ? phoneToWire(profile.data.phone) : '',
                is_pinned: false,
                is_self: true,
              }
            : {
                type: person.type,
                name: person.name.trim(),
                ...contactToWire(person),
                is_pinned: false,
                is_self: false,
              },
        );
        id = cp.id;
        setCreatedCp(cp.id); // a failed destination below must not create the person twice
      }
      const iso = bankCountryIso(values);
      const countryId = iso ? (countries.data?.data.find((c) => c.iso2 === iso)?.id ?? null) : null;
      const created = await destinationWrite.mutateAsync({ id, body: destinationBody(values, countryId) });
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
    }
  };

  const personField = textFieldsFor<'name' | 'email'>(
    person,
    (key, value) => setPerson({ ...person, [key]: value }),
    errors,
    'cp_',
  );

  const title = self
    ? t('recipients.own.addTitle')
    : counterpartyId
      ? t('recipients.add.titleDestination')
      : t('recipients.add.titleRecipient');

  return (
    <Sheet
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={title}
      primary={{ text: t('recipients.form.save'), onClick: () => void save(), loading: busy }}
    >
      {askPerson && (
        <Section header={t('recipients.add.recipientSection')}>
          <ChoiceTabs
            options={PERSON_TYPES}
            value={person.type}
            onChange={(type) => setPerson({ ...person, type })}
            labelOf={(type) =>
              type === 'BUSINESS' ? t('recipients.add.typeBusiness') : t('recipients.add.typePerson')
            }
            name="cp_type"
          />
          {personField(
            'name',
            person.type === 'BUSINESS' ? 'recipients.person.companyName' : 'recipients.person.fullName',
            { autoComplete: 'off' },
          )}
        </Section>
      )}
      {askHolder && (
        <Section header={t('recipients.own.holder')} footer={t('recipients.own.holderHint')}>
          {personField('name', 'recipients.own.holderName', { autoComplete: 'name' })}
        </Section>
      )}
      {kinds.length > 1 && (
        <Section header={t('recipients.add.kindSection')}>
          <ListPicker
            name="destination_type"
            label={t('recipients.add.kind')}
            value={values.type}
            placeholder={t('recipients.add.kind')}
            onChange={(kind) => setValues(emptyDestination(kind as DestinationKind))}
            options={kinds.map((k) => ({
              value: k,
              title: destinationKindLabel(k),
              icon: <KindIcon crypto={isCryptoKind(k)} />,
            }))}
          />
        </Section>
      )}
      <DestinationFields
        values={values}
        errors={errors}
        onChange={(patch) => setValues({ ...values, ...patch })}
      />
      {/* What no rail needs stays folded, unless the platform asked for it (an error shows it). */}
      {more || errors.email || errors.phone ? (
        <Section header={t('recipients.add.more')}>
          {askPerson && (
            <>
              {personField('email', 'recipients.form.email', {
                type: 'email',
                inputMode: 'email',
                dir: 'ltr',
                aside: t('recipients.add.optional'),
              })}
              <PhoneField
                label={t('recipients.form.phone')}
                aside={t('recipients.add.optional')}
                name="cp_phone"
                value={person.phone}
                error={errors.phone}
                onChange={(phone) => setPerson({ ...person, phone })}
              />
            </>
          )}
          <TextField
            label={t('recipients.form.nickname')}
            aside={t('recipients.add.optional')}
            name="nickname"
            value={values.nickname}
            onChange={(e) => setValues({ ...values, nickname: e.currentTarget.value })}
          />
        </Section>
      ) : (
        <Section>
          <Cell
            Component="button"
            type="button"
            style={CELL_BUTTON}
            aria-expanded={false}
            subtitle={askPerson ? t('recipients.add.moreHintPerson') : t('recipients.add.moreHint')}
            onClick={() => setMore(true)}
          >
            {t('recipients.add.more')}
          </Cell>
        </Section>
      )}
      <FormError text={formError} submitted />
    </Sheet>
  );
}
