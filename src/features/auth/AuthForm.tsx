import { Button, List } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { FormMessage } from './AuthLayout';

/**
 * A web auth form: its fields, the captcha where the form has one, the form's message, the submit
 * button (busy while its call runs), then links to the other ways in.
 */
export function AuthForm({
  onSubmit,
  auth,
  label,
  links,
  children,
}: {
  onSubmit: () => void;
  /** What useAuthForm says of the form. */
  auth: { form: string | null; busy: boolean; captcha: ReactNode };
  label: string;
  links?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ListForm onSubmit={onSubmit}>
      {children}
      {auth.captcha}
      <FormMessage message={auth.form} />
      <div className="auth-actions">
        <Button type="submit" size="l" stretched loading={auth.busy} disabled={auth.busy}>
          {label}
        </Button>
        {links}
      </div>
    </ListForm>
  );
}

/** A form of list sections whose submit (Enter, or a submit button) runs `onSubmit`, never a page load. */
export function ListForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <List>{children}</List>
    </form>
  );
}

/** "New here? Create an account": a question, then the link that answers it. */
export function OtherWayIn({ question, href, action }: { question: string; href: string; action: string }) {
  return (
    <p className="auth-alt">
      {question}{' '}
      <Link href={href} className="auth-link-inline">
        {action}
      </Link>
    </p>
  );
}
