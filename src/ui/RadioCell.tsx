import { Cell, Radio } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';

/** One choice of a group (its `name`) as a row: the whole row picks it. */
export function RadioCell({
  name,
  value,
  checked,
  disabled,
  onChoose,
  description,
  after,
  multiline,
  className,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  description?: ReactNode;
  after?: ReactNode;
  multiline?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Cell
      Component="label"
      className={className}
      multiline={multiline}
      before={<Radio name={name} value={value} checked={checked} disabled={disabled} onChange={onChoose} />}
      description={description}
      after={after}
    >
      {children}
    </Cell>
  );
}
