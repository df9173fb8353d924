import { Button, Caption, Cell, Placeholder, Section, Spinner, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/errors';
import { haptic, isTelegram } from '../../lib/platform';
import { TextInput } from '../../ui/Labeled';
import { Sheet, type SheetAction } from '../../ui/Sheet';
import {
  maskContact,
  type ProofMethod,
  proofMethods,
  proveWithBiometry,
  proveWithCode,
  proveWithPassword,
  proveWithTotp,
  sendProofCode,
} from './methods';
import './reauth.css';

type Stage =
  | { kind: 'biometry' }
  | { kind: 'biometry-failed' }
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'form' };

export interface ReauthSheetProps {
  /** What the proof unlocks, said in the sheet, e.g. "to see the full card details". */
  purpose: string;
  onProved: () => void;
  onCancel: () => void;
}

/**
 * Asks for a fresh proof of presence before something sensitive (card details). Telegram's
 * biometry first where the device has it; otherwise, or when it is refused, the authenticator
 * code, the account's password, or a one-time code to its email or phone (methods.ts).
 */
export function ReauthSheet({ purpose, onProved, onCancel }: ReauthSheetProps) {
  const [stage, setStage] = useState<Stage>({ kind: isTelegram() ? 'biometry' : 'loading' });
  const [methods, setMethods] = useState<ProofMethod[]>([]);
  const [chosen, setChosen] = useState(0);
  const [value, setValue] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const done = useRef(onProved);
  done.current = onProved;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the check on purpose.
  useEffect(() => {
    let alive = true;
    (async () => {
      if (stage.kind === 'biometry') {
        const result = await proveWithBiometry();
        if (!alive) return;
        if (result === 'authorized') return done.current();
        if (result === 'failed') {
          haptic('error');
          setStage({ kind: 'biometry-failed' });
        } else setStage({ kind: 'loading' });
        return;
      }
      if (stage.kind !== 'loading' && stage.kind !== 'biometry-failed') return;
      try {
        const found = await proofMethods();
        if (!alive) return;
        setMethods(found);
        if (stage.kind === 'loading') setStage({ kind: 'form' });
      } catch (err) {
        if (alive)
          setStage({ kind: 'load-failed', message: messageOf(err, 'Could not check your account.') });
      }
    })();
    return () => {
      alive = false;
    };
  }, [stage.kind, attempt]);

  const method = methods[chosen];
  const choose = (i: number) => {
    setChosen(i);
    setValue('');
    setCodeSent(false);
    setError(null);
    setStage({ kind: 'form' });
  };

  const run = async (work: () => Promise<void>, after?: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      after?.();
    } catch (err) {
      haptic('error');
      setError(messageOf(err, 'That did not work. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = () => {
    if (!method) return;
    if (method.kind === 'code' && !codeSent)
      return void run(
        () => sendProofCode(method),
        () => setCodeSent(true),
      );
    if (method.kind !== 'password' && !/^\d{4,8}$/.test(value.replace(/\s/g, '')))
      return setError('Enter the code: digits only.');
    if (method.kind === 'password' && value === '') return setError('Enter your password.');
    const prove =
      method.kind === 'totp'
        ? () => proveWithTotp(method.token, value.replace(/\s/g, ''))
        : method.kind === 'password'
          ? () => proveWithPassword(method.email, value)
          : () => proveWithCode(method, value);
    void run(prove, () => {
      haptic('success');
      done.current();
    });
  };

  const primary: SheetAction | undefined =
    stage.kind === 'form' && method
      ? {
          text: method.kind === 'code' && !codeSent ? 'Send code' : 'Confirm',
          onClick: submit,
          loading: busy,
        }
      : undefined;

  return (
    <Sheet open onOpenChange={(open) => !open && onCancel()} title="Confirm it's you" primary={primary}>
      <div className="reauth">
        {stage.kind === 'biometry' && (
          <Placeholder header="Confirm with biometrics" description={`Needed ${purpose}.`}>
            <Spinner size="m" />
          </Placeholder>
        )}
        {stage.kind === 'loading' && (
          <Placeholder description="Checking how you can confirm…">
            <Spinner size="m" />
          </Placeholder>
        )}
        {stage.kind === 'load-failed' && (
          <Placeholder
            header="Could not check your account"
            description={stage.message}
            action={
              <Button size="m" onClick={() => setStage({ kind: 'loading' })}>
                Try again
              </Button>
            }
          />
        )}
        {stage.kind === 'biometry-failed' && (
          <>
            <Placeholder
              header="Not confirmed"
              description="Biometrics did not confirm it is you. Try again, or use another way below."
              action={
                <Button
                  size="m"
                  onClick={() => {
                    setStage({ kind: 'biometry' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  Try again
                </Button>
              }
            />
            <OtherWays methods={methods} current={-1} onChoose={choose} />
          </>
        )}
        {stage.kind === 'form' && !method && (
          <Placeholder
            header="No way to confirm here"
            description="This account has no password, email or phone to confirm with. Open the app in Telegram on a phone with biometrics, or add an email in Profile."
          />
        )}
        {stage.kind === 'form' && method && (
          <>
            <Text className="reauth__lead">
              {lead(method, codeSent)} This is needed {purpose}.
            </Text>
            {(method.kind !== 'code' || codeSent) && (
              <form
                className="reauth__form"
                onSubmit={(e) => {
                  e.preventDefault();
                  submit();
                }}
              >
                <TextInput
                  header={fieldName(method)}
                  aria-label={fieldName(method)}
                  type={method.kind === 'password' ? 'password' : 'text'}
                  inputMode={method.kind === 'password' ? undefined : 'numeric'}
                  autoComplete={method.kind === 'password' ? 'current-password' : 'one-time-code'}
                  autoFocus
                  value={value}
                  status={error ? 'error' : 'default'}
                  onChange={(e) => setValue(e.target.value)}
                />
              </form>
            )}
            {error && (
              <Caption role="alert" className="reauth__error">
                {error}
              </Caption>
            )}
            {method.kind === 'code' && codeSent && (
              <Button
                size="s"
                mode="plain"
                disabled={busy}
                onClick={() => void run(() => sendProofCode(method))}
              >
                Send a new code
              </Button>
            )}
            <OtherWays methods={methods} current={chosen} onChoose={choose} />
          </>
        )}
      </div>
    </Sheet>
  );
}

function OtherWays({
  methods,
  current,
  onChoose,
}: {
  methods: ProofMethod[];
  current: number;
  onChoose: (i: number) => void;
}) {
  const others = methods.map((m, i) => ({ m, i })).filter(({ i }) => i !== current);
  if (others.length === 0) return null;
  return (
    <Section header="Other ways to confirm">
      {others.map(({ m, i }) => (
        <Cell key={i} onClick={() => onChoose(i)}>
          {choiceName(m)}
        </Cell>
      ))}
    </Section>
  );
}

function choiceName(m: ProofMethod): string {
  if (m.kind === 'totp') return 'Code from authenticator app';
  if (m.kind === 'password') return 'Password';
  return m.channel === 'email' ? `Code by email to ${maskContact(m)}` : `Code by SMS to ${maskContact(m)}`;
}

function fieldName(m: ProofMethod): string {
  if (m.kind === 'totp') return 'Code from the app';
  if (m.kind === 'password') return 'Password';
  return 'Code';
}

function lead(m: ProofMethod, codeSent: boolean): string {
  if (m.kind === 'totp') return 'Enter the current code from your authenticator app.';
  if (m.kind === 'password') return `Enter the password of ${m.email}.`;
  const where = m.channel === 'email' ? `by email to ${maskContact(m)}` : `by SMS to ${maskContact(m)}`;
  return codeSent ? `We sent a code ${where}.` : `We will send a one-time code ${where}.`;
}
