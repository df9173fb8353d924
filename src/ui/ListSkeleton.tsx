/** Placeholder rows while a list loads, shaped like the cells that will replace them. */
import { Skeleton } from '@telegram-apps/telegram-ui';
import { t } from '../i18n';
import './ui.css';

export interface ListSkeletonProps {
  rows?: number;
  /** Leave out the round avatar on the left. */
  noAvatar?: boolean;
  /** Accessible name of the loading region. */
  label?: string;
}

export function ListSkeleton({ rows = 4, noAvatar, label }: ListSkeletonProps) {
  return (
    <div
      className="ui-skeleton"
      role="status"
      aria-busy="true"
      aria-label={label ?? t('common.skeleton.loading')}
    >
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows, never reordered.
        <div key={i} className="ui-skeleton__cell">
          {noAvatar ? null : <Skeleton visible className="ui-skeleton__avatar" />}
          <div className="ui-skeleton__lines">
            <Skeleton visible className="ui-skeleton__line" />
            <Skeleton visible className="ui-skeleton__line ui-skeleton__line--short" />
          </div>
        </div>
      ))}
    </div>
  );
}
