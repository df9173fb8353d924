import type { ReactNode } from 'react';
import { ErrorState } from '../../../ui/ErrorState';
import { ListSkeleton } from '../../../ui/ListSkeleton';
import { Screen } from '../../../ui/Screen';

/**
 * The frame every order flow shares: a failed load with retry, a skeleton while loading, an empty
 * state when there is nothing to do, otherwise the form.
 */
export function FlowScreen({
  title,
  backTo,
  error,
  onRetry,
  loading,
  refreshing = false,
  skeletonRows,
  empty,
  result,
  children,
}: {
  title: string;
  backTo: string;
  error: { message: string; isNetwork?: boolean } | null | undefined;
  onRetry: () => void | Promise<void>;
  loading: boolean;
  /** The wallet is being read afresh: an empty verdict from the older copy waits for it. */
  refreshing?: boolean;
  skeletonRows: number;
  /** The empty state to show instead of the form, or null when there is something to do. */
  empty: ReactNode;
  /** An order's outcome shown in place of the form. */
  result?: ReactNode;
  children: ReactNode;
}) {
  if (error) {
    return (
      <Screen title={title} backTo={backTo}>
        <ErrorState error={error} onRetry={onRetry} />
      </Screen>
    );
  }
  return (
    <Screen title={title} backTo={backTo}>
      {result ? (
        result
      ) : loading || (refreshing && empty) ? (
        <ListSkeleton rows={skeletonRows} />
      ) : (
        (empty ?? children)
      )}
    </Screen>
  );
}
