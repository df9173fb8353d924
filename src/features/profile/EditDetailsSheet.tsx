import { useMutation } from '@tanstack/react-query';
import { Fragment, useEffect, useMemo, useState } from 'react';
import { userApi } from '../../api/endpoints/user';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { UserData, UserDataUpdate } from '../../api/types/user';
import { activeLocale, intlTag, type MessageKey, t, useLocale } from '../../i18n';
import { regionName } from '../../lib/region';
import { queryClient, setCachedData } from '../../lib/server-state/client';
import { countriesQuery } from '../../lib/server-state/shared-queries';
import { useRead } from '../../lib/server-state/use-read';
import { CurrencyIcon } from '../../ui/CurrencyIcon';
import { Flag } from '../../ui/Flag';
import { TextInput } from '../../ui/Labeled';
import { ListPicker, type PickerOption } from '../../ui/ListPicker';
import { Sheet } from '../../ui/Sheet';
import { useSubmitFailure } from '../../ui/submit-failure';
import { showToast } from '../../ui/toast';
import { checkBirthDate, checkName } from './validation';

/** The profile's main currency choices (the platform accepts these; API.md leaves the list open). */
export const PROFILE_CURRENCIES = ['USD', 'EUR'];

type Form = {
  first_name: string;
  last_name: string;
  birth_date: string;
  nationality: string;
  default_currency: string;
};

/** The details typed as text, in the order shown. */
const TEXT_FIELDS = [
  { key: 'first_name', labelKey: 'profile.edit.firstName', autoComplete: 'given-name' },
  { key: 'last_name', labelKey: 'profile.edit.lastName', autoComplete: 'family-name' },
  { key: 'birth_date', labelKey: 'profile.edit.birthDate', type: 'date' },
] as const satisfies readonly {
  key: keyof Form;
  labelKey: MessageKey;
  autoComplete?: string;
  type?: string;
}[];

const fromData = (d: UserData): Form => ({
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  birth_date: d.birth_date?.slice(0, 10) ?? '',
  nationality: d.nationality ?? '',
  default_currency: d.default_currency,
});

/**
 * Nationality choices: "Not set", then the platform's countries named in the app's language, in
 * its alphabetical order; a saved one is kept while the list loads.
 */
function nationalities(
  countries: readonly { iso2?: string | null }[] | undefined,
  saved: string,
): PickerOption[] {
  const codes = countries ? countries.flatMap((c) => (c.iso2 ? [c.iso2] : [])) : saved ? [saved] : [];
  const named = codes.map((code) => ({
    value: code,
    title: regionName(code),
    icon: <Flag code={code} />,
    keywords: code,
  }));
  named.sort((a, b) => a.title.localeCompare(b.title, intlTag(activeLocale())));
  return [{ value: '', title: t('profile.notSet') }, ...named];
}

/** Edit every field of UserDataUpdate; bad input keeps what was typed and names the field. */
export function EditDetailsSheet({
  data,
  open,
  onClose,
}: {
  data: UserData | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const countries = useRead(countriesQuery(open));
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const update = useMutation(
    {
      mutationFn: (body: UserDataUpdate) => call(userApi.updateData, { body }),
      onSuccess: (saved) => setCachedData(userApi.getData, {}, saved),
    },
    queryClient,
  );
  const busy = update.isPending;
  const locale = useLocale();
  // The saved code stands in for the list only until the list is there.
  const pending = countries.data ? '' : (form?.nationality ?? '');
  // Named once per list and language, not on every keystroke in the other fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: regionName reads the locale itself
  const nationalityOptions = useMemo(
    () => nationalities(countries.data?.data, pending),
    [countries.data, pending, locale],
  );

  useEffect(() => {
    if (open && data) {
      setForm(fromData(data));
      setErrors({});
    }
  }, [open, data]);

  const put = (k: keyof Form, value: string) => {
    setForm((f) => (f ? { ...f, [k]: value } : f));
    setErrors((x) => ({ ...x, [k]: undefined, form: undefined }));
  };
  const set = (k: keyof Form) => (e: { target: { value: string } }) => put(k, e.target.value);

  const save = async () => {
    if (!form) return;
    const found = {
      first_name: checkName(form.first_name) ?? undefined,
      last_name: checkName(form.last_name) ?? undefined,
      birth_date: checkBirthDate(form.birth_date) ?? undefined,
    };
    if (Object.values(found).some(Boolean)) return setErrors(found);
    const body: UserDataUpdate = {
      first_name: form.first_name.trim() || null,
      last_name: form.last_name.trim() || null,
      birth_date: form.birth_date || null,
      nationality: form.nationality || null,
      default_currency: form.default_currency,
    };
    try {
      await update.mutateAsync(body);
      showToast(t('profile.edit.saved'), { tone: 'success' });
      onClose();
    } catch (err) {
      if (isApiError(err))
        setErrors({ ...(err.fields as Partial<Record<keyof Form, string>>), form: err.message });
      else setErrors({ form: t('profile.failed') });
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('profile.edit.title')}
      primary={{ text: t('profile.edit.save'), onClick: () => void save(), loading: busy, disabled: !form }}
    >
      {form && (
        <div className="profile-form">
          {TEXT_FIELDS.map(({ key, labelKey, ...input }) => (
            <Fragment key={key}>
              <TextInput
                header={t(labelKey)}
                aria-label={t(labelKey)}
                {...input}
                value={form[key]}
                onChange={set(key)}
                status={errors[key] ? 'error' : 'default'}
              />
              <FieldError text={errors[key]} />
            </Fragment>
          ))}
          <ListPicker
            name="nationality"
            label={t('profile.edit.nationality')}
            value={form.nationality}
            options={nationalityOptions}
            placeholder={countries.loading ? t('profile.edit.loadingCountries') : t('profile.notSet')}
            disabled={!countries.data && !form.nationality}
            error={errors.nationality ?? (countries.error ? t('profile.edit.countriesFailed') : null)}
            searchable
            onChange={(v) => put('nationality', v)}
          />
          <ListPicker
            name="default_currency"
            label={t('profile.edit.mainCurrency')}
            value={form.default_currency}
            options={[...new Set([...PROFILE_CURRENCIES, form.default_currency])].map((c) => ({
              value: c,
              title: c,
              icon: <CurrencyIcon symbol={c} size={36} />,
            }))}
            placeholder={t('profile.edit.mainCurrency')}
            error={errors.default_currency}
            onChange={(v) => put('default_currency', v)}
          />
          <FieldError text={errors.form} submitted />
        </div>
      )}
    </Sheet>
  );
}

/** `submitted`: the answer to Save, so a toast says so and it scrolls into view. */
function FieldError({ text, submitted = false }: { text?: string; submitted?: boolean }) {
  const ref = useSubmitFailure<HTMLSpanElement>(submitted ? text : null);
  if (!text) return null;
  return (
    <span ref={ref} role="alert" className="profile-error">
      {text}
    </span>
  );
}
