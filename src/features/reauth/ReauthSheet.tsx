import { Button, Caption, Cell, Placeholder, Section, Spinner, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/errors';
import { haptic, isTelegram } from '../../lib/platform';
import { useWrite } from '../../lib/server-state/use-write';
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
import { type MessageKey, t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { normaliseDigits } from '../../lib/locale-digits';

type Stage =
  | { kind: 'biometry' }
  | { kind: 'biometry-failed' }
  | { kind: 'loading' }
  | { kind: 'load-failed'; message: string }
  | { kind: 'form' };

/** What a proof unlocks: each purpose has its own whole sentences in the catalogue. */
export type ReauthPurpose = 'card-details' | 'card-code' | 'frontend-key';

const PURPOSE_COPY: Record<
  ReauthPurpose,
  { needed: MessageKey; thisIsNeeded: MessageKey; biometry: MessageKey }
> = {
  'card-details': {
    needed: 'profile.reauth.cardDetails.needed',
    thisIsNeeded: 'profile.reauth.cardDetails.thisIsNeeded',
    biometry: 'profile.reauth.cardDetails.biometryReason',
  },
  'card-code': {
    needed: 'profile.reauth.cardCode.needed',
    thisIsNeeded: 'profile.reauth.cardCode.thisIsNeeded',
    biometry: 'profile.reauth.cardCode.biometryReason',
  },
  'frontend-key': {
    needed: 'profile.reauth.frontendKey.needed',
    thisIsNeeded: 'profile.reauth.frontendKey.thisIsNeeded',
    biometry: 'profile.reauth.frontendKey.biometryReason',
  },
};

export interface ReauthSheetProps {
  /** What the proof unlocks, said in the sheet and in Telegram's biometry prompt. */
  purpose: ReauthPurpose;
  onProved: () => void;
  onCancel: () => void;
  /**
   * The platform asked for the proof (a step-up answer): only a proof it can see counts — a
   * sign-in or an authenticator code — so the device's biometry, which stays on the device, is
   * not offered.
   */
  forPlatform?: boolean;
}

/**
 * Asks for a fresh proof of presence before something secret (card details, a purchase code).
 * Telegram's biometry first where the device has it; otherwise, or when it is refused, the
 * authenticator code, the account's password, or a one-time code to its email or phone (methods.ts).
 */
export function ReauthSheet({ purpose, onProved, onCancel, forPlatform }: ReauthSheetProps) {
  const [stage, setStage] = useState<Stage>({ kind: isTelegram() && !forPlatform ? 'biometry' : 'loading' });
  const [methods, setMethods] = useState<ProofMethod[]>([]);
  const [chosen, setChosen] = useState(0);
  const [value, setValue] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const copy = PURPOSE_COPY[purpose];
  const done = useRef(onProved);
  done.current = onProved;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the check on purpose.
  useEffect(() => {
    let alive = true;
    (async () => {
      if (stage.kind === 'biometry') {
        const result = await proveWithBiometry(t(copy.biometry));
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
          setStage({ kind: 'load-failed', message: messageOf(err, t('profile.reauth.checkFailed')) });
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

  const failed = (err: unknown) => {
    haptic('error');
    setError(messageOf(err, t('profile.reauth.didNotWork')));
  };
  const sendingCode = useWrite({
    mutationFn: sendProofCode,
    onSuccess: () => setCodeSent(true),
    onError: failed,
  });
  const proving = useWrite({
    mutationFn: ({ method, typed }: { method: ProofMethod; typed: string }) =>
      method.kind === 'totp'
        ? proveWithTotp(method.token, normaliseDigits(typed).replace(/\s/g, ''))
        : method.kind === 'password'
          ? proveWithPassword(method.email, typed)
          : proveWithCode(method, normaliseDigits(typed)),
    onSuccess: () => {
      haptic('success');
      done.current();
    },
    onError: failed,
  });
  const busy = sendingCode.isPending || proving.isPending;
  // One call at a time: a second tap (or Telegram's button pressed twice) sends nothing.
  const running = () => sendingCode.running() || proving.running();
  const sendCode = (m: Extract<ProofMethod, { kind: 'code' }>) => {
    if (!running() && sendingCode.mutate(m)) setError(null);
  };

  const submit = () => {
    if (!method || running()) return;
    if (method.kind === 'code' && !codeSent) return sendCode(method);
    if (method.kind !== 'password' && !/^\d{4,8}$/.test(normaliseDigits(value).replace(/\s/g, '')))
      return setError(t('profile.reauth.enterDigits'));
    if (method.kind === 'password' && value === '') return setError(t('profile.reauth.enterPassword'));
    if (proving.mutate({ method, typed: value })) setError(null);
  };

  const primary: SheetAction | undefined =
    stage.kind === 'form' && method
      ? {
          text:
            method.kind === 'code' && !codeSent ? t('profile.reauth.sendCode') : t('profile.reauth.confirm'),
          onClick: submit,
          loading: busy,
        }
      : undefined;

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onCancel()}
      title={t('profile.reauth.title')}
      primary={primary}
    >
      <div className="reauth">
        {stage.kind === 'biometry' && (
          <Placeholder header={t('profile.reauth.biometryTitle')} description={t(copy.needed)}>
            <Spinner size="m" />
          </Placeholder>
        )}
        {stage.kind === 'loading' && (
          <Placeholder description={t('profile.reauth.checking')}>
            <Spinner size="m" />
          </Placeholder>
        )}
        {stage.kind === 'load-failed' && (
          <Placeholder
            header={t('profile.reauth.checkFailedTitle')}
            description={stage.message}
            action={
              <Button size="m" onClick={() => setStage({ kind: 'loading' })}>
                {t('profile.reauth.tryAgain')}
              </Button>
            }
          />
        )}
        {stage.kind === 'biometry-failed' && (
          <>
            <Placeholder
              header={t('profile.reauth.notConfirmed')}
              description={t('profile.reauth.biometryFailed')}
              action={
                <Button
                  size="m"
                  onClick={() => {
                    setStage({ kind: 'biometry' });
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('profile.reauth.tryAgain')}
                </Button>
              }
            />
            <OtherWays methods={methods} current={-1} onChoose={choose} />
          </>
        )}
        {stage.kind === 'form' && !method && (
          <Placeholder header={t('profile.reauth.noWayTitle')} description={t('profile.reauth.noWay')} />
        )}
        {stage.kind === 'form' && method && (
          <>
            <Text className="reauth__lead">
              {lead(method, codeSent)} {t(copy.thisIsNeeded)}
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
                  dir="ltr"
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
              <Button size="s" mode="plain" disabled={busy} onClick={() => sendCode(method)}>
                {t('profile.reauth.resend')}
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
    <Section header={t('profile.reauth.otherWays')}>
      {others.map(({ m, i }) => (
        <Cell key={i} onClick={() => onChoose(i)}>
          {choiceName(m)}
        </Cell>
      ))}
    </Section>
  );
}

function choiceName(m: ProofMethod): string {
  if (m.kind === 'totp') return t('profile.reauth.choiceTotp');
  if (m.kind === 'password') return t('profile.reauth.choicePassword');
  const to = isolateInRtl(maskContact(m));
  return m.channel === 'email'
    ? t('profile.reauth.choiceEmail', { to })
    : t('profile.reauth.choiceSms', { to });
}

function fieldName(m: ProofMethod): string {
  if (m.kind === 'totp') return t('profile.reauth.fieldTotp');
  if (m.kind === 'password') return t('profile.reauth.fieldPassword');
  return t('profile.reauth.fieldCode');
}

function lead(m: ProofMethod, codeSent: boolean): string {
  if (m.kind === 'totp') return t('profile.reauth.leadTotp');
  if (m.kind === 'password') return t('profile.reauth.leadPassword', { email: isolateInRtl(m.email) });
  const to = isolateInRtl(maskContact(m));
  if (m.channel === 'email')
    return codeSent ? t('profile.reauth.sentEmail', { to }) : t('profile.reauth.willSendEmail', { to });
  return codeSent ? t('profile.reauth.sentSms', { to }) : t('profile.reauth.willSendSms', { to });
}
