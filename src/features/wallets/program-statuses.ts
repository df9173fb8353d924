import type { StatusTable } from '../../ui/status';

/** A virtual-account program's status chip: labels and tones (ui/StatusChip.tsx). */
export const programStatuses: StatusTable = {
  ACTIVE: ['ui.status.program.active', 'success'],
  ARCHIVED: ['ui.status.program.archived', 'neutral'],
};
