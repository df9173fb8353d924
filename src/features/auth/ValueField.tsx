import type { InputHTMLAttributes } from 'react';
import { TextField } from '../../ui/Field';

/** An auth form input: the shared labelled field (ui/Field), handing back its value as a string. */
export interface ValueFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
}

export function ValueField({ label, onChange, ...input }: ValueFieldProps) {
  return <TextField label={label} {...input} onChange={(e) => onChange(e.target.value)} />;
}
