/** A small coloured label for a platform status: `<StatusChip kind="order" status={order.status} />`. */
import type { HTMLAttributes } from 'react';
import { type StatusKind, statusInfo } from './status';
import './ui.css';

export type { StatusInfo, StatusKind, StatusTone } from './status';
export { humanizeStatus, knownStatuses, statusInfo } from './status';

export interface StatusChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  kind: StatusKind;
  status: string | null | undefined;
}

export function StatusChip({ kind, status, className, ...rest }: StatusChipProps) {
  const { label, tone } = statusInfo(kind, status);
  return (
    <span
      className={`ui-chip ui-chip--${tone}${className ? ` ${className}` : ''}`}
      data-status={status ?? ''}
      {...rest}
    >
      {label}
    </span>
  );
}
