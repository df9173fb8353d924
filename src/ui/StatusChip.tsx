/** A small coloured label for a platform status: `<StatusChip statuses={orderStatuses} status={order.status} />`. */
import type { HTMLAttributes } from 'react';
import { type StatusTable, statusInfo } from './status';
import './ui.css';

export interface StatusChipProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The kind's table (ui/status.ts), e.g. `walletTxStatuses`. */
  statuses: StatusTable;
  status: string | null | undefined;
}

export function StatusChip({ statuses, status, className, ...rest }: StatusChipProps) {
  const { label, tone } = statusInfo(statuses, status);
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
