/**
 * The older call shape of the labelled field: telegram-ui's props with the name in `header`.
 * Both render `Field.tsx` (the name visible on every platform, tied to the control); new code
 * uses TextField directly, which also takes `error` and `hint`.
 */
import type { ComponentProps, ReactNode } from 'react';
import { TextField } from './Field';

type WithHeader<P> = Omit<P, 'label'> & { header?: ReactNode };

export function TextInput({ header, ...rest }: WithHeader<ComponentProps<typeof TextField>>) {
  return <TextField label={header ?? rest['aria-label'] ?? ''} {...rest} />;
}
