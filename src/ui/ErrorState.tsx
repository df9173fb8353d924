/** A failed load: what went wrong, in a sentence, and a way forward ("Try again"). */
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
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
  const message =
    typeof error === 'string' ? error : (error?.message ?? 'Something went wrong. Please try again.');
  const network = typeof error === 'object' && error?.isNetwork === true;
  const heading = title ?? (network ? 'No connection' : "Couldn't load this");
  return (
    <div className={`ui-state${compact ? ' ui-state--compact' : ''}`} role="alert">
      <Placeholder
        header={heading}
        description={message}
        action={
          onRetry || action ? (
            <div className="ui-state__actions">
              {onRetry ? (
                <Button size="m" mode="filled" loading={retrying} onClick={() => void onRetry()}>
                  Try again
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
