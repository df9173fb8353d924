import { Button, Placeholder, Skeleton } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import type { ApiError } from '../../api/errors';

/** Loading rows for a list (keeps the layout steady until data arrives). */
export function ListSkeleton({ rows = 3, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} style={{ padding: '8px 16px', display: 'grid', gap: 10 }}>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={i} visible>
          <div style={{ height: 56, borderRadius: 12 }} />
        </Skeleton>
      ))}
    </div>
  );
}

/** A failed load with the platform's message and a way forward. */
export function ErrorState({
  error,
  onRetry,
  title = 'Could not load this',
}: {
  error: ApiError | Error;
  onRetry: () => void;
  title?: string;
}) {
  return (
    <Placeholder
      header={title}
      description={error.message || 'Check your connection and try again.'}
      action={
        <Button size="m" mode="bezeled" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

export function EmptyState({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return <Placeholder header={title} description={description} action={action} />;
}
