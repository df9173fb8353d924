import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { Screen } from '../../ui/Screen';

/** The frame of the web auth screens: a brand header, the form, and links below. */
export function AuthLayout({
  title,
  subtitle,
  children,
  root = true,
  backTo,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  root?: boolean;
  backTo?: string;
}) {
  return (
    <Screen title={title} root={root} hideTitle {...(backTo ? { backTo } : {})}>
      <div className="auth">
        <Placeholder header={title} description={subtitle}>
          <img className="auth-logo" src="/favicon.svg" alt="" width="72" height="72" />
        </Placeholder>
        {children}
      </div>
    </Screen>
  );
}

export function FormMessage({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-error" role="alert">
      {message}
    </p>
  );
}
