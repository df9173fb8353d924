/** A failed load: what went wrong, in a sentence, and a way forward ("Try again"). */
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { t } from '../i18n';
import './ui.css';

export interface ErrorStateProps {
  /** An ApiError (its message is already a user sentence), any Error, or a sentence. */
  error?: { message: string; isNetwork?: boolean } | string | null;
  /** Heading; default depends on the error ("No connection" for network failures). */
  title?: string;
  onRetry?: () => void | Promise<void>;
  /** Shows the retry button as busy. */
  retrying?: boolean;
  /** Extra action next to retry (e.g. "Contact support"). */
  action?: ReactNode;
  /** Smaller, for errors inside a section rather than a whole screen. */
  compact?: boolean;
}

export function ErrorState({ error, title, onRetry, retrying, action, compact }: ErrorStateProps) {
  const message = typeof error === 'string' ? error : (error?.message ?? t('common.api.unknown'));
  const network = typeof error === 'object' && error?.isNetwork === true;
  const heading = title ?? (network ? t('common.errorState.network.title') : t('common.errorState.title'));
  return (
    <div className={`ui-state${compact ? ' ui-state--compact' : ''}`} role="alert">
      <Placeholder
        header={heading}
        // The platform's own sentence may be English inside a right-to-left screen: its own direction.
        description={<span dir="auto">{message}</span>}
        action={
          onRetry || action ? (
            <div className="ui-state__actions">
              {onRetry ? (
                <Button size="m" mode="filled" loading={retrying} onClick={() => void onRetry()}>
                  {t('common.action.tryAgain')}
                </Button>
              ) : null}
              {action}
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
