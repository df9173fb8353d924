import { useEffect, useState } from 'react';
import { systemApi } from '../../api/endpoints/system';
import { userApi } from '../../api/endpoints/user';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { UserData, UserDataUpdate } from '../../api/types/user';
import { t } from '../../i18n';
import { setQueryData, useQuery } from '../../lib/query';
import { SelectInput, TextInput } from '../../ui/Labeled';
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

const fromData = (d: UserData): Form => ({
  first_name: d.first_name ?? '',
  last_name: d.last_name ?? '',
  birth_date: d.birth_date?.slice(0, 10) ?? '',
  nationality: d.nationality ?? '',
  default_currency: d.default_currency,
});

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
  const countries = useQuery(systemApi.countries, open ? {} : null, { staleMs: 60 * 60 * 1000 });
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Form | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open && data) {
      setForm(fromData(data));
      setErrors({});
    }
  }, [open, data]);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => (f ? { ...f, [k]: e.target.value } : f));
    setErrors((x) => ({ ...x, [k]: undefined, form: undefined }));
  };

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
    setBusy(true);
    try {
      const saved = await call(userApi.updateData, { body });
      setQueryData(userApi.getData, {}, saved);
      showToast(t('profile.edit.saved'), { tone: 'success' });
      onClose();
    } catch (err) {
      if (isApiError(err))
        setErrors({ ...(err.fields as Partial<Record<keyof Form, string>>), form: err.message });
      else setErrors({ form: t('profile.failed') });
    } finally {
      setBusy(false);
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
          <TextInput
            header={t('profile.edit.firstName')}
            aria-label={t('profile.edit.firstName')}
            autoComplete="given-name"
            value={form.first_name}
            onChange={set('first_name')}
            status={errors.first_name ? 'error' : 'default'}
          />
          <FieldError text={errors.first_name} />
          <TextInput
            header={t('profile.edit.lastName')}
            aria-label={t('profile.edit.lastName')}
            autoComplete="family-name"
            value={form.last_name}
            onChange={set('last_name')}
            status={errors.last_name ? 'error' : 'default'}
          />
          <FieldError text={errors.last_name} />
          <TextInput
            header={t('profile.edit.birthDate')}
            aria-label={t('profile.edit.birthDate')}
            type="date"
            value={form.birth_date}
            onChange={set('birth_date')}
            status={errors.birth_date ? 'error' : 'default'}
          />
          <FieldError text={errors.birth_date} />
          <SelectInput
            header={t('profile.edit.nationality')}
            aria-label={t('profile.edit.nationality')}
            value={form.nationality}
            onChange={set('nationality')}
            status={errors.nationality ? 'error' : 'default'}
          >
            <option value="">
              {countries.loading ? t('profile.edit.loadingCountries') : t('profile.notSet')}
            </option>
            {countries.data?.data
              .filter((c) => c.iso2)
              .map((c) => (
                <option key={c.id} value={c.iso2!}>
                  {c.emoji ? `${c.emoji} ` : ''}
                  {c.name}
                </option>
              ))}
            {form.nationality && !countries.data ? (
              <option value={form.nationality}>{form.nationality}</option>
            ) : null}
          </SelectInput>
          {countries.error ? <FieldError text={t('profile.edit.countriesFailed')} /> : null}
          <FieldError text={errors.nationality} />
          <SelectInput
            header={t('profile.edit.mainCurrency')}
            aria-label={t('profile.edit.mainCurrency')}
            value={form.default_currency}
            onChange={set('default_currency')}
          >
            {[...new Set([...PROFILE_CURRENCIES, form.default_currency])].map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </SelectInput>
          <FieldError text={errors.default_currency} />
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
