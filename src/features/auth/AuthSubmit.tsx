import { Button } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { FormMessage } from './AuthLayout';

/** The foot of an auth form: its message, the submit button (busy while it runs), then links. */
export function AuthSubmit({
  form,
  busy,
  label,
  children,
}: {
  form: string | null;
  busy: boolean;
  label: string;
  children?: ReactNode;
}) {
  return (
    <>
      <FormMessage message={form} />
      <div className="auth-actions">
        <Button type="submit" size="l" stretched loading={busy} disabled={busy}>
          {label}
        </Button>
        {children}
      </div>
    </>
  );
}
