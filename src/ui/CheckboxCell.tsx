import { Cell, Checkbox } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

/** A sentence the user ticks to say it holds ("I have saved it", "I accept"): the whole row toggles. */
export function CheckboxCell({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Cell
      Component="label"
      multiline
      before={<Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} />}
    >
      {children}
    </Cell>
  );
}
