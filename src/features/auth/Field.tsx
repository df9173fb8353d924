import { Input } from '@telegram-apps/telegram-ui';
import { type InputHTMLAttributes, useId } from 'react';

/** An input with its label and, under it, the field's error (422 `fields` or local checks). */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

export function Field({ label, value, onChange, error, hint, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const labelId = `${id}-label`;
  return (
    <div className="field">
      <Input
        {...input}
        id={id}
        // telegram-ui renders the header outside the <label>: tie it to the input explicitly.
        header={<span id={labelId}>{label}</span>}
        aria-labelledby={labelId}
        value={value}
        status={error ? 'error' : 'default'}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? noteId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {(error || hint) && (
        <p id={noteId} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : undefined}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
