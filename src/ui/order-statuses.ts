import type { StatusTable } from './status';

/**
 * An order's status chip (ui/StatusChip.tsx): its labels and tones, the same on the order's own
 * screen and in the order history. Its own module, so that home's chunk does not carry it.
 */
export const orderStatuses: StatusTable = {
  NEW: ['ui.status.order.new', 'info'],
  PENDING: ['ui.status.order.pending', 'pending'],
  PROCESSING: ['ui.status.order.processing', 'pending'],
  COMPLETE: ['ui.status.order.complete', 'success'],
  CANCELED: ['ui.status.order.canceled', 'neutral'],
  ERROR: ['ui.status.order.error', 'danger'],
  FAILED: ['ui.status.order.failed', 'danger'],
};
