import type { Freshness } from '../lib/server-state/use-read';
import { ErrorState } from './ErrorState';
import { ListSkeleton, type ListSkeletonProps } from './ListSkeleton';

/**
 * What stands in for a read's data until there is some: placeholder rows while it loads, and the
 * failure with "Try again" when it failed with nothing to show (data already shown stays, with
 * ui/StaleNotice saying it is stale). Both show while a retry after a failure is under way.
 */
export function ReadPlaceholder({
  read,
  compact,
  failedTitle,
  ...skeleton
}: ListSkeletonProps & {
  read: Freshness & { loading: boolean };
  /** The failure as a part of a section rather than the whole screen. */
  compact?: boolean;
  /** The failure's heading (default: ErrorState's). */
  failedTitle?: string;
}) {
  return (
    <>
      {read.loading && <ListSkeleton {...skeleton} />}
      {read.error && !read.data && (
        <ErrorState compact={compact} title={failedTitle} error={read.error} onRetry={read.refresh} />
      )}
    </>
  );
}
