import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hasSession } from '../../api/session';
import { useWrite } from '../../lib/server-state/use-write';
import { paths } from '../../routing/paths';
import { useOwnerEpoch } from '../../session/owner-change';
import { type SENT_BY_GATE, takeReturnTo } from '../../session/session-store';
import type { Captcha } from './captcha/use-captcha';
import { formErrors } from './form-errors';
import { isBlocked } from './is-blocked';

export interface AuthFormOptions<Vars, Result> {
  /**
   * The form's call (a mutation: one at a time). It resolves to where the user goes once signed
   * in (a path: the form leaves for it, busy until it is gone), or to what the screen shows next.
   */
  write: (vars: Vars, captcha: string | undefined) => Promise<Result>;
  /** The inputs a failure's fields may name; the rest of a failure is the form's message. */
  known: string[];
  /** The form's captcha: claimed for each call; a refused token is the widget's to say. */
  captcha?: Captcha;
  /** The form's message for a failure, from the one formErrors gives. */
  formMessage?: (err: unknown, message: string | null) => string | null;
  /** A refusal the screen answers itself (true: handled, e.g. by asking for an invite code). */
  answer?: (err: unknown) => boolean;
  /** What a result that is not a path leads to on this screen. */
  onStep?: (result: Exclude<Result, string>) => void;
}

/**
 * A web auth form: its write, errors per field, one message for the form, busy — and its endings:
 * signed in, it goes where the write answered; a blocked account goes to the blocked screen; any
 * other failure lands under the inputs it names (what the user typed stays).
 */
export function useAuthForm<Vars, Result>(options: AuthFormOptions<Vars, Result>) {
  const [, navigate] = useLocation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const { captcha, answer, onStep } = options;

  function fail(err: unknown, known: string[]) {
    if (isBlocked(err)) return navigate(paths.blocked(), { replace: true });
    const { fields: f, form: m } = formErrors(err, known);
    setFields(f);
    const message = captcha?.refused(err) ? null : m;
    setForm(options.formMessage ? options.formMessage(err, message) : message);
  }

  const write = useWrite<Result, { vars: Vars; captcha: string | undefined }>({
    mutationFn: ({ vars, captcha }) => options.write(vars, captcha),
    onSuccess: (result) =>
      typeof result === 'string'
        ? navigate(result, { replace: true })
        : onStep?.(result as Exclude<Result, string>),
    onError: (err) => {
      if (!answer?.(err)) fail(err, options.known);
    },
  });
  const leaving = write.isSuccess && typeof write.data === 'string';
  const busy = write.isPending || leaving;

  /** From the moment the form is sent until its call settled; then, signed in, for good. */
  const running = () => leaving || write.running();

  /** Forgets the last failure's words (another channel, another address). */
  function clear() {
    setFields({});
    setForm(null);
  }

  /**
   * Shows the local problems, or sends the form (with a fresh captcha token): true when it went.
   * Nothing while a call is running or the form is leaving, so a double tap signs in once.
   */
  function submit(local: Record<string, string>, vars: Vars): boolean {
    if (running()) return false;
    setFields(local);
    setForm(null);
    if (Object.keys(local).length) return false;
    const token = captcha ? captcha.claim() : undefined;
    return token !== false && write.mutate({ vars, captcha: token });
  }

  // Signed in in another tab while this form shows (or by the time the gate's redirect here landed,
  // when a sign-out there was another account's sign-in): go where this form's sign-in would have.
  const epoch = useOwnerEpoch();
  const shownAt = useRef((history.state as typeof SENT_BY_GATE | null)?.sentByGate ? null : epoch);
  useEffect(() => {
    if (epoch === shownAt.current || busy || !hasSession()) return;
    navigate(takeReturnTo() ?? paths.home(), { replace: true });
  }, [epoch, busy, navigate]);

  return {
    fields,
    form,
    busy,
    /** The captcha widget, where the form shows it (null without a captcha). */
    captcha: captcha?.element ?? null,
    setFields,
    clear,
    fail,
    submit,
    running,
    /** The last result that was not a path (the screen's next step), until `reset`. */
    step: write.isSuccess && !leaving ? (write.data as Exclude<Result, string>) : undefined,
    reset: write.reset,
  };
}
