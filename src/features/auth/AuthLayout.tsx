import { Placeholder } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { config } from '../../config';
import './auth.css';
import { Screen } from '../../ui/Screen';
import { useSubmitFailure } from '../../ui/submit-failure';

/**
 * The frame of the web auth screens: a brand header, the form, and links below. A screen with a
 * way back (`backTo`) is a step of a flow; one without is where the flow starts (a root).
 */
export function AuthLayout({
  title,
  subtitle,
  children,
  backTo,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
  backTo?: string;
}) {
  return (
    <Screen title={title} root={!backTo} hideTitle {...(backTo ? { backTo } : {})}>
      <div className="auth">
        {/* The tenant's brand (configuration), then what this screen is for. */}
        <div className="auth-brand">
          <img className="auth-logo" src={config.logoUrl} alt="" width="64" height="64" />
          <span className="auth-brand__name">{config.appName}</span>
        </div>
        <Placeholder header={title} description={subtitle} />
        {children}
      </div>
    </Screen>
  );
}

/**
 * The form's failure sentence. When one appears the phone also shows it as a toast and scrolls it
 * into view: under an open keyboard or a long form it would otherwise go unseen.
 */
export function FormMessage({ message }: { message: string | null }) {
  const ref = useSubmitFailure<HTMLParagraphElement>(message);
  if (!message) return null;
  return (
    <p ref={ref} className="form-error" role="alert">
      {message}
    </p>
  );
}
