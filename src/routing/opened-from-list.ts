/**
 * A screen opened from a list (an order from the order history) is told so through its history
 * entry: its back returns to the list, and what it announces on arriving at a final state (a
 * haptic, a balance refresh) is for a change seen on it, not for an old order looked at again.
 */
export const OPENED_FROM_LIST = { openedFrom: 'list' } as const;

export function openedFromList(): boolean {
  const state = window.history.state as { openedFrom?: unknown } | null;
  return state?.openedFrom === OPENED_FROM_LIST.openedFrom;
}
