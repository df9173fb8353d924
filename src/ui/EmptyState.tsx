/** An empty list: what is missing and, when there is one, the action that fills it. */
import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './ui.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** A button or link, e.g. "Add a counterparty". */
  action?: ReactNode;
  /** An illustration or emoji above the text. */
  icon?: ReactNode;
  compact?: boolean;
}

export function EmptyState({ title, description, action, icon, compact }: EmptyStateProps) {
  return (
    <div className={`ui-state${compact ? ' ui-state--compact' : ''}`}>
      <Placeholder header={title} description={description} action={action}>
        {icon ? (
          <div className="ui-state__icon" aria-hidden="true">
            {icon}
          </div>
        ) : undefined}
      </Placeholder>
    </div>
  );
}
