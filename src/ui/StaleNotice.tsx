import { Button } from '@telegram-apps/telegram-ui';
import { t, useLaterCatalogues } from '../i18n';
import { formatDateTime, formatTime } from '../lib/format';
import type { Freshness } from '../lib/server-state/use-read';
import { SLOW_MS, useAfter } from './use-after';
import './stale-notice.css';

/** What the screen shows: the line names it ("Balances as of 14:05"). */
export type StaleSubject = 'balances' | 'history' | 'cards' | 'details';

export interface StaleLineProps {
  /** When the data shown was last current (ms); 0 when unknown. */
  since: number;
  /** The last refresh failed (else it is only slow: no retry while it runs). */
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  subject: StaleSubject;
}

/**
 * Cached data that failed to refresh: since when it is current and a retry. Home loads this part
 * on its own, only when it is needed (its first screen has no room for it); other screens use
 * StaleNotice below.
 */
export default function StaleLine({ since, failed, retrying, onRetry, subject }: StaleLineProps) {
  useLaterCatalogues();
  const at = since > 0 ? new Date(since) : null;
  const time = at && (at.toDateString() === new Date().toDateString() ? formatTime(at) : formatDateTime(at));
  return (
    <div className="ui-stale" role="status" data-testid="stale-notice">
      <div className="ui-stale__text">
        <strong>{failed ? t('ui.stale.failed') : t('ui.stale.slow')}</strong>
        {time && <span>{t(`ui.stale.${subject}`, { time })}</span>}
      </div>
      {failed && (
        <Button size="s" mode="bezeled" loading={retrying} onClick={onRetry}>
          {t('ui.stale.retry')}
        </Button>
      )}
    </div>
  );
}

/**
 * Says when data a screen shows from the cache is not current: its refresh failed (with the time
 * it was last current and a retry), or is taking longer than SLOW_MS. Nothing while it is current.
 * `of`: every read whose data the screen shows.
 */
export function StaleNotice({
  of,
  subject = 'details',
}: {
  of: readonly Freshness[];
  subject?: StaleSubject;
}) {
  const refreshing = of.some((f) => f.data !== undefined && f.refreshing);
  const slow = useAfter(refreshing && !of.some(isStale), SLOW_MS);
  const state = staleness(of, slow);
  if (!state) return null;
  return (
    <StaleLine
      {...state}
      retrying={refreshing}
      onRetry={() => {
        for (const f of of) if (isStale(f)) void f.refresh();
      }}
      subject={subject}
    />
  );
}

type Read = Pick<Freshness, 'data' | 'error' | 'updatedAt'>;

/** Data shown whose last refresh failed. */
const isStale = (read: Read) => read.data !== undefined && !!read.error;

/**
 * What a notice says of the reads a screen shows: failed (since the oldest failed one was current),
 * or slow (since the oldest shown one was), or nothing (null).
 */
export function staleness(reads: readonly Read[], slow: boolean): { since: number; failed: boolean } | null {
  const shown = reads.filter((read) => read.data !== undefined);
  const failed = shown.filter(isStale);
  if (failed.length === 0 && !slow) return null;
  return {
    since: Math.min(...(failed.length > 0 ? failed : shown).map((read) => read.updatedAt)),
    failed: failed.length > 0,
  };
}
