import { Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { normaliseDigits } from '../../lib/locale-digits';
import { phoneProblem } from '../../lib/phone';
import { useWrite } from '../../lib/server-state/use-write';
import { paths } from '../../routing/paths';
import { ChoiceTabs } from '../../ui/ChoiceTabs';
import { countryName, emptyPhone, PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { AltAction } from './AltAction';
import { AuthForm } from './AuthForm';
import { AuthLayout } from './AuthLayout';
import { useCaptcha } from './captcha/use-captcha';
import { EmailField } from './EmailField';
import { InviteCodeField } from './InviteCodeField';
import { inviteRequired } from './invite';
import { type CodeChannel, sendCode, verifyCode } from './sign-in';
import { useCountdown } from './use-countdown';
import { useAuthForm } from './useAuthForm';
import { ValueField } from './ValueField';

export const RESEND_AFTER_S = 60;
const CHANNELS: readonly CodeChannel[] = ['email', 'phone'];

/**
 * Sign-in (or first sign-up) by a one-time code sent to an email address or a phone number:
 * request the code, type it in; resend after a 60 s countdown.
 */
export default function CodeSignInScreen() {
  const [channel, setChannel] = useState<CodeChannel>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone());
  // What the code goes to: the address as typed, or the number in international form.
  const to = channel === 'email' ? email : (phone.e164 ?? phone.text);
  const [step, setStep] = useState<'contact' | 'code'>('contact');
  const [code, setCode] = useState('');
  /** The last code the sixth digit sent (typeCode). */
  const [tried, setTried] = useState('');
  const captcha = useCaptcha();
  const auth = useAuthForm({
    write: (v: { channel: CodeChannel; to: string; digits: string }, token) =>
      verifyCode(v.channel, v.to, v.digits, token),
    known: ['token'],
    captcha,
    formMessage: (err, message) =>
      isApiError(err) && err.status === 419 ? t('access.code.expired') : message,
  });
  const { fields, setFields, clear } = auth;
  const [, navigate] = useLocation();
  /** The invite code, once the platform said a new account needs one (API.md §4: 403). */
  const [invite, setInvite] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sentAt, setSentAt] = useState(0);
  const secondsLeft = useCountdown(step === 'code' ? RESEND_AFTER_S : 0, sentAt);
  const toField = channel === 'email' ? 'email' : 'phone';

  const sending = useWrite({
    mutationFn: (v: { channel: CodeChannel; to: string; shown: string; captcha?: string; invite?: string }) =>
      sendCode(v.channel, v.to, { captcha: v.captcha, invite_code: v.invite }),
    onSuccess: (_, v) => {
      setStep('code');
      setCode('');
      setTried('');
      setNotice(t('access.code.sent', { to: isolateInRtl(v.shown) }));
      setSentAt(Date.now());
    },
    onError: (err) => {
      // Field errors about the contact belong under its input on the first step.
      if (step === 'code') setStep('contact');
      if (inviteRequired(err) && invite === null) return setInvite('');
      auth.fail(err, [toField, 'invite_code']);
    },
  });
  // One call at a time: asking for a code and signing in with one share the busy state.
  const busy = sending.isPending || auth.busy;
  const running = () => sending.running() || auth.running();

  function request() {
    if (running()) return;
    clear();
    const problem =
      channel === 'email'
        ? to.trim() === ''
          ? t('auth.form.enterEmail')
          : null
        : phoneProblem(phone, countryName(phone.country));
    if (problem) return setFields({ [toField]: problem });
    if (invite !== null && !invite.trim()) return setFields({ invite_code: t('signup.invite.enter') });
    const token = captcha.claim();
    if (token === false) return;
    const shown = channel === 'email' ? to.trim() : phone.text;
    sending.mutate({ channel, to, shown, captcha: token, invite: invite?.trim() || undefined });
  }

  function verify() {
    if (sending.running()) return;
    const digits = codeDigits(code);
    const local: Record<string, string> = /^\d{6}$/.test(digits) ? {} : { token: t('access.code.enterCode') };
    auth.submit(local, { channel, to, digits });
  }

  // The sixth digit submits, as the withdrawal code does (pasted or filled in by the keyboard's
  // one-time-code suggestion too); a code already tried is not sent again until it changes.
  function typeCode(value: string) {
    setCode(value);
    const digits = codeDigits(value);
    if (!/^\d{6}$/.test(digits) || digits === tried || sending.running()) return;
    if (auth.submit({}, { channel, to, digits })) setTried(digits);
  }

  return (
    <AuthLayout title={t('access.code.title')} subtitle={t('access.code.subtitle')} backTo={paths.signIn()}>
      {step === 'contact' ? (
        <AuthForm
          onSubmit={request}
          auth={{ ...auth, busy }}
          label={t('access.code.send')}
          links={
            <>
              {channel === 'email' && (
                <AltAction onClick={() => navigate(paths.signInMagic(), { state: { email } })}>
                  {t('signup.magic.instead')}
                </AltAction>
              )}
              <Link href={paths.signIn()} className="auth-link">
                {t('access.code.passwordInstead')}
              </Link>
            </>
          }
        >
          <ChoiceTabs
            options={CHANNELS}
            value={channel}
            onChange={(c) => {
              setChannel(c);
              clear();
            }}
            labelOf={(c) => (c === 'email' ? t('access.code.tabEmail') : t('access.code.tabPhone'))}
          />
          <Section>
            {channel === 'email' ? (
              <EmailField value={email} onChange={setEmail} error={fields.email} />
            ) : (
              <PhoneField
                label={t('access.code.phoneLabel')}
                name="phone"
                value={phone}
                onChange={setPhone}
                error={fields.phone}
                hint={t('access.code.phoneHint')}
              />
            )}
          </Section>
          {invite !== null && (
            <InviteCodeField notice value={invite} error={fields.invite_code} onChange={setInvite} />
          )}
        </AuthForm>
      ) : (
        <AuthForm
          onSubmit={verify}
          auth={{ ...auth, busy }}
          label={t('access.code.submit')}
          links={
            <>
              <AltAction disabled={busy || secondsLeft > 0} onClick={request}>
                {secondsLeft > 0
                  ? t('access.code.resendIn', { seconds: secondsLeft })
                  : t('access.code.resend')}
              </AltAction>
              <AltAction
                onClick={() => {
                  setStep('contact');
                  clear();
                }}
              >
                {channel === 'email' ? t('access.code.otherEmail') : t('access.code.otherNumber')}
              </AltAction>
            </>
          }
        >
          {notice && (
            <p className="auth-notice" role="status">
              {notice}
            </p>
          )}
          <Section>
            <ValueField
              label={t('access.code.codeLabel')}
              name="token"
              autoComplete="one-time-code"
              // Addresses and codes read left to right, also in Arabic and Persian.
              dir="ltr"
              inputMode="numeric"
              maxLength={7}
              placeholder="123456"
              value={code}
              onChange={typeCode}
              error={fields.token}
              autoFocus
            />
          </Section>
        </AuthForm>
      )}
    </AuthLayout>
  );
}

/** The code as digits: the user's own numerals read as ASCII, spaces ("123 456") dropped. */
const codeDigits = (typed: string) => normaliseDigits(typed).replace(/\s/g, '');
