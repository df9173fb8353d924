import { useMutation } from '@tanstack/react-query';
import { Button, Caption, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { userApi } from '../../api/endpoints/user';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import { getAccessToken, getRefreshToken } from '../../api/session';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { formatPhoneNumber, phoneProblem, phoneToWire } from '../../lib/phone';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { CodeField } from '../../ui/CodeField';
import { Emphasis } from '../../ui/Emphasis';
import { TextInput } from '../../ui/Labeled';
import { countryName, emptyPhone, PhoneField, type PhoneValue } from '../../ui/PhoneField';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { checkEmail } from './validation';

export type ContactKind = 'email' | 'phone';

/** Wait before another code may be sent (the platform limits sends; this stops double taps). */
const RESEND_S = 30;

const errorText = (err: unknown) =>
  isApiError(err)
    ? err.status === 419
      ? t('profile.changeContact.codeExpired')
      : err.message
    : t('profile.failed');

/**
 * Change email or phone in two steps (API.md §5): PATCH sends a code to the new address, POST
 * confirms it. The session tokens travel in the body, as the platform requires.
 */
export function ChangeContactSheet({ kind, onClose }: { kind: ContactKind | null; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [phone, setPhone] = useState<PhoneValue>(() => emptyPhone());
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const [now, setNow] = useState(Date.now());

  useEffect(() => {
    if (kind) {
      setValue('');
      setPhone(emptyPhone());
      setSentTo(null);
      setCode('');
      setError(null);
    }
  }, [kind]);

  useEffect(() => {
    if (!sentTo) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [sentTo]);

  const isEmail = kind === 'email';

  /** Asks for a code at the new address (API.md: the session's tokens go with it). */
  const requestChange = useMutation(
    {
      mutationFn: (target: string) => {
        const access = getAccessToken() ?? '';
        const refresh = getRefreshToken();
        return isEmail
          ? call(userApi.requestEmailChange, {
              body: { access_token: access, refresh_token: refresh, email: target },
            })
          : call(userApi.requestPhoneChange, {
              body: { access_token: access, refresh_token: refresh ?? '', phone: target },
            });
      },
    },
    queryClient,
  );
  const confirmChange = useMutation(
    {
      mutationFn: (v: { to: string; code: string }) =>
        isEmail
          ? call(userApi.confirmEmailChange, {
              body: {
                access_token: getAccessToken() ?? '',
                refresh_token: getRefreshToken(),
                email: v.to,
                token: v.code,
              },
            })
          : call(userApi.confirmPhoneChange, { body: { phone: v.to, token: v.code } }),
      onSuccess: () => {
        void invalidateEndpoint(userApi.get);
        void invalidateEndpoint(userApi.getData);
      },
    },
    queryClient,
  );
  const busy = requestChange.isPending || confirmChange.isPending;

  const send = async (target: string) => {
    setError(null);
    try {
      await requestChange.mutateAsync(target);
      setSentTo(target);
      setCode('');
      setResendAt(Date.now() + RESEND_S * 1000);
      setNow(Date.now());
      showToast(
        t('profile.changeContact.codeSentTo', {
          to: isolateInRtl(isEmail ? target : formatPhoneNumber(target)),
        }),
      );
    } catch (err) {
      setError(isApiError(err) && err.fields[kind ?? ''] ? err.fields[kind ?? '']! : errorText(err));
    }
  };

  const request = () => {
    const problem = isEmail ? checkEmail(value) : phoneProblem(phone, countryName(phone.country));
    if (problem) return setError(problem);
    void send(isEmail ? value.trim().toLowerCase() : phoneToWire(phone.e164 ?? ''));
  };

  const confirm = async () => {
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) return setError(t('profile.changeContact.enterCode'));
    setError(null);
    try {
      await confirmChange.mutateAsync({ to: sentTo, code });
      showToast(t(isEmail ? 'profile.changeContact.emailChanged' : 'profile.changeContact.phoneChanged'), {
        tone: 'success',
      });
      onClose();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const wait = Math.ceil((resendAt - now) / 1000);

  return (
    <Sheet
      open={kind !== null}
      onOpenChange={(o) => !o && onClose()}
      title={t(isEmail ? 'profile.changeContact.emailTitle' : 'profile.changeContact.phoneTitle')}
      primary={
        sentTo
          ? {
              text: t('profile.changeContact.confirm'),
              onClick: () => void confirm(),
              loading: busy,
              disabled: code.length !== 6,
            }
          : { text: t('profile.changeContact.sendCode'), onClick: request, loading: busy }
      }
    >
      <div className="profile-pad">
        {!sentTo ? (
          <>
            {isEmail ? (
              <TextInput
                header={t('profile.changeContact.newEmail')}
                type="email"
                // Addresses and codes read left to right, also in Arabic and Persian.
                dir="ltr"
                inputMode="email"
                autoComplete="email"
                placeholder={t('profile.changeContact.emailPlaceholder')}
                value={value}
                status={error ? 'error' : 'default'}
                onChange={(e) => setValue(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && request()}
              />
            ) : (
              <PhoneField
                label={t('profile.changeContact.newPhone')}
                value={phone}
                onChange={setPhone}
                onEnter={request}
              />
            )}
            <Caption className="profile-muted">
              {t(isEmail ? 'profile.changeContact.willSendEmail' : 'profile.changeContact.willSendPhone')}
            </Caption>
          </>
        ) : (
          <>
            <Text>
              <Emphasis
                sentence={(to) => t('profile.changeContact.enterSentCode', { to })}
                value={isEmail ? sentTo : formatPhoneNumber(sentTo)}
              />
            </Text>
            <CodeField
              label={t('profile.changeContact.code')}
              value={code}
              invalid={!!error}
              onChange={setCode}
              onEnter={() => void confirm()}
            />
            <div className="profile-row">
              <Button size="s" mode="plain" disabled={busy || wait > 0} onClick={() => void send(sentTo)}>
                {wait > 0
                  ? t('profile.changeContact.resendIn', { seconds: wait })
                  : t('profile.changeContact.resend')}
              </Button>
              <Button size="s" mode="plain" disabled={busy} onClick={() => setSentTo(null)}>
                {t(isEmail ? 'profile.changeContact.otherAddress' : 'profile.changeContact.otherNumber')}
              </Button>
            </div>
          </>
        )}
        {error ? (
          <Caption role="alert" className="profile-error">
            {error}
          </Caption>
        ) : null}
      </div>
    </Sheet>
  );
}
