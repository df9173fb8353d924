import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReadResult } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';

/**
 * A card's or sub-account's screen while its record is not here: loading, failed to load (with
 * Try again), or not found. The texts name which record.
 */
export function RecordFallback({
  read,
  title,
  loading,
  loadFailed,
  notFound,
}: {
  read: ReadResult<unknown>;
  title: string;
  loading: string;
  loadFailed: string;
  notFound: string;
}) {
  return (
    <Screen title={title} backTo={paths.cards()}>
      {read.loading ? (
        <ListSkeleton rows={4} label={loading} />
      ) : read.error ? (
        <ErrorState error={read.error} onRetry={() => void read.refresh()} title={loadFailed} />
      ) : (
        <Placeholder header={notFound} />
      )}
    </Screen>
  );
}
