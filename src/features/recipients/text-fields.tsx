import { type MessageKey, t } from '../../i18n';
import { TextField, type TextFieldProps } from '../../ui/Field';

/** More of a TextField, and where its error is when not under its own key (a wire path). */
type Extra = Partial<TextFieldProps> & { errorKey?: string };

/**
 * A form's text inputs, each bound to one of its values: `field(key, label, extra)` shows
 * `values[key]` and the error under `key` (or `extra.errorKey`), and typing writes that key.
 * `namePrefix` goes before the key in the input's name.
 */
export function textFieldsFor<Key extends string>(
  values: Readonly<Record<Key, string>>,
  write: (key: Key, value: string) => void,
  errors: Readonly<Record<string, string>>,
  namePrefix = '',
) {
  return (key: Key, label: MessageKey, { errorKey = key, ...extra }: Extra = {}) => (
    <TextField
      label={t(label)}
      name={namePrefix + key}
      value={values[key]}
      error={errors[errorKey]}
      onChange={(e) => write(key, e.currentTarget.value)}
      {...extra}
    />
  );
}
