import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../ui/Field';

/** An auth form input: the shared labelled field, with the value handed back as a string. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

export function Field({ label, onChange, ...input }: FieldProps) {
  return <TextField label={label} {...input} onChange={(e) => onChange(e.target.value)} />;
}
