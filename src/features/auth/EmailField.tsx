import { Field } from './Field';

/** The email input of the auth forms (type, autocomplete and keyboard for an address). */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <Field
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="name@example.com"
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
