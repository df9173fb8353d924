import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { hasSession } from '../../api/session';
import { paths } from '../../routing/paths';
import { useOwnerEpoch } from '../../session/owner-change';
import { type SENT_BY_GATE, takeReturnTo } from '../../session/session-store';
import { formErrors } from './form-errors';
import { isBlocked } from './is-blocked';

/**
 * The state every web auth form keeps — errors per field, one message for the form, busy — and
 * its two endings: a blocked account goes to the blocked screen; any other failure lands under
 * the inputs it names (what the user typed stays).
 */
export function useAuthForm(
  options: { formMessage?: (err: unknown, message: string | null) => string | null } = {},
) {
  const [, navigate] = useLocation();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [form, setForm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function fail(err: unknown, known: string[]) {
    if (isBlocked(err)) return navigate(paths.blocked(), { replace: true });
    const { fields: f, form: m } = formErrors(err, known);
    setFields(f);
    setForm(options.formMessage ? options.formMessage(err, m) : m);
    setBusy(false);
  }

  /** Shows the local problems, or runs `signIn` and goes where it answers. */
  async function submit(local: Record<string, string>, signIn: () => Promise<string>, known: string[]) {
    setFields(local);
    setForm(null);
    if (Object.keys(local).length) return;
    setBusy(true);
    try {
      navigate(await signIn(), { replace: true });
    } catch (err) {
      fail(err, known);
    }
  }

  // Signed in in another tab while this form shows (or by the time the gate's redirect here landed,
  // when a sign-out there was another account's sign-in): go where this form's sign-in would have.
  const epoch = useOwnerEpoch();
  const shownAt = useRef((history.state as typeof SENT_BY_GATE | null)?.sentByGate ? null : epoch);
  useEffect(() => {
    if (epoch === shownAt.current || busy || !hasSession()) return;
    navigate(takeReturnTo() ?? paths.home(), { replace: true });
  }, [epoch, busy, navigate]);

  return { fields, form, busy, setFields, setForm, setBusy, fail, submit };
}
