import { Button, Caption, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { userApi } from '../../api/endpoints/user';
import { isApiError } from '../../api/errors';
import { call } from '../../api/http';
import { getAccessToken, getRefreshToken } from '../../api/session';
import { formatPhoneNumber, phoneProblem, phoneToWire } from '../../lib/phone';
import { invalidate } from '../../lib/query';
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
      ? 'The code has expired. Send a new code.'
      : err.message
    : 'Something went wrong. Try again.';

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
  const [busy, setBusy] = useState(false);
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
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [sentTo]);

  const isEmail = kind === 'email';
  const label = isEmail ? 'email address' : 'phone number';

  const send = async (target: string) => {
    setBusy(true);
    setError(null);
    try {
      const access = getAccessToken() ?? '';
      const refresh = getRefreshToken();
      if (isEmail) {
        await call(userApi.requestEmailChange, {
          body: { access_token: access, refresh_token: refresh, email: target },
        });
      } else {
        await call(userApi.requestPhoneChange, {
          body: { access_token: access, refresh_token: refresh ?? '', phone: target },
        });
      }
      setSentTo(target);
      setCode('');
      setResendAt(Date.now() + RESEND_S * 1000);
      setNow(Date.now());
      showToast(`Code sent to ${isEmail ? target : formatPhoneNumber(target)}`);
    } catch (err) {
      setError(isApiError(err) && err.fields[kind ?? ''] ? err.fields[kind ?? '']! : errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const request = () => {
    const problem = isEmail ? checkEmail(value) : phoneProblem(phone, countryName(phone.country));
    if (problem) return setError(problem);
    void send(isEmail ? value.trim().toLowerCase() : phoneToWire(phone.e164 ?? ''));
  };

  const confirm = async () => {
    if (!sentTo) return;
    if (!/^\d{6}$/.test(code)) return setError('Enter the 6-digit code.');
    setBusy(true);
    setError(null);
    try {
      if (isEmail) {
        await call(userApi.confirmEmailChange, {
          body: {
            access_token: getAccessToken() ?? '',
            refresh_token: getRefreshToken(),
            email: sentTo,
            token: code,
          },
        });
      } else {
        await call(userApi.confirmPhoneChange, { body: { phone: sentTo, token: code } });
      }
      invalidate(userApi.get);
      invalidate(userApi.getData);
      showToast(isEmail ? 'Email address changed' : 'Phone number changed', { tone: 'success' });
      onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  const wait = Math.ceil((resendAt - now) / 1000);

  return (
    <Sheet
      open={kind !== null}
      onOpenChange={(o) => !o && onClose()}
      title={isEmail ? 'Change email' : 'Change phone'}
      primary={
        sentTo
          ? { text: 'Confirm', onClick: () => void confirm(), loading: busy, disabled: code.length !== 6 }
          : { text: 'Send code', onClick: request, loading: busy }
      }
    >
      <div className="profile-pad">
        {!sentTo ? (
          <>
            {isEmail ? (
              <TextInput
                header="New email address"
                type="email"
                inputMode="email"
                autoComplete="email"
                placeholder="name@example.com"
                value={value}
                status={error ? 'error' : 'default'}
                onChange={(e) => setValue(e.target.value)}
                onKeyDown={(e) => e.key === 'Enter' && request()}
              />
            ) : (
              <PhoneField label="New phone number" value={phone} onChange={setPhone} onEnter={request} />
            )}
            <Caption className="profile-muted">We will send a 6-digit code to the new {label}.</Caption>
          </>
        ) : (
          <>
            <Text>
              Enter the code we sent to <b>{isEmail ? sentTo : formatPhoneNumber(sentTo)}</b>.
            </Text>
            <TextInput
              header="Code"
              aria-label="Code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder="000000"
              value={code}
              status={error ? 'error' : 'default'}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
              onKeyDown={(e) => e.key === 'Enter' && void confirm()}
            />
            <div className="profile-row">
              <Button size="s" mode="plain" disabled={busy || wait > 0} onClick={() => void send(sentTo)}>
                {wait > 0 ? `Send again in ${wait} s` : 'Send a new code'}
              </Button>
              <Button size="s" mode="plain" disabled={busy} onClick={() => setSentTo(null)}>
                Change {isEmail ? 'address' : 'number'}
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
