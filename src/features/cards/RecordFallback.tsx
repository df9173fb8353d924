import { Placeholder } from '@telegram-apps/telegram-ui';
import { type MessageKey, t } from '../../i18n';
import type { ReadResult } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Screen } from '../../ui/Screen';

const WORDS = {
  card: {
    titleKey: 'cards.card.title',
    loadingKey: 'cards.card.loading',
    failedKey: 'cards.card.loadFailed',
    notFoundKey: 'cards.card.notFound',
  },
  subAccount: {
    titleKey: 'cards.sub.title',
    loadingKey: 'cards.sub.loading',
    failedKey: 'cards.sub.loadFailed',
    notFoundKey: 'cards.sub.notFound',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * A card's or sub-account's screen while its record is not here: loading, failed to load (with
 * Try again), or not found.
 */
export function RecordFallback({ read, record }: { read: ReadResult<unknown>; record: keyof typeof WORDS }) {
  const words = WORDS[record];
  return (
    <Screen title={t(words.titleKey)} backTo={paths.cards()}>
      {read.loading ? (
        <ListSkeleton rows={4} label={t(words.loadingKey)} />
      ) : read.error ? (
        <ErrorState error={read.error} onRetry={() => void read.refresh()} title={t(words.failedKey)} />
      ) : (
        <Placeholder header={t(words.notFoundKey)} />
      )}
    </Screen>
  );
}
