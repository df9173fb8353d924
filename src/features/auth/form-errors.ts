import { isApiError } from '../../api/errors';
import { t } from '../../i18n';

/** Splits a failure into per-field messages (422 `fields`) and one message for the form. */
export function formErrors(
  err: unknown,
  knownFields: string[],
): { fields: Record<string, string>; form: string | null } {
  if (!isApiError(err)) return { fields: {}, form: t('auth.form.failed') };
  const fields: Record<string, string> = {};
  for (const [k, v] of Object.entries(err.fields)) if (knownFields.includes(k)) fields[k] = v;
  const unplaced = Object.keys(err.fields).filter((k) => !knownFields.includes(k));
  // A 422 whose every problem sits under an input needs no extra banner.
  const form =
    err.status === 422 && unplaced.length === 0 && Object.keys(fields).length > 0 ? null : err.message;
  return { fields, form };
}
