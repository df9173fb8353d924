import { useMutation } from '@tanstack/react-query';
import { Caption, Spinner, Text } from '@telegram-apps/telegram-ui';
import { useEffect, useState } from 'react';
import { totpApi } from '../../api/endpoints/otp';
import { isApiError, messageOf } from '../../api/errors';
import { call } from '../../api/http';
import { requireSuccess, verifyAuthenticatorCode } from '../../api/totp-verify';
import { t } from '../../i18n';
import { rememberAuthenticator } from '../../lib/authenticator-id';
import { invalidateEndpoint, queryClient } from '../../lib/server-state/client';
import { CodeField } from '../../ui/CodeField';
import { CopyField } from '../../ui/CopyField';
import { ErrorCaption } from '../../ui/ErrorCaption';
import { ErrorState } from '../../ui/ErrorState';
import { QrCode } from '../../ui/QrCode';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { type Enrolment, groupSecret, startEnrolment } from './enrol';

type Step =
  | { kind: 'preparing'; stage: string }
  | { kind: 'failed'; message: string }
  | { kind: 'scan'; enrolment: Enrolment };

/** Authenticator setup: QR of the otpauth URI + secret for manual entry → verify a code → activate. */
export function EnrolSheet({
  open,
  userId,
  userName,
  onClose,
}: {
  open: boolean;
  userId: string;
  userName: string;
  onClose: () => void;
}) {
  const [step, setStep] = useState<Step>(() => ({ kind: 'preparing', stage: t('profile.enrol.preparing') }));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const activation = useMutation(
    {
      // The code is checked with the authenticator service first; only then is it turned on.
      mutationFn: async (v: { token: string; code: string }) => {
        await verifyAuthenticatorCode(v.token, v.code);
        return call(totpApi.activate, { body: { token: v.token } });
      },
    },
    queryClient,
  );
  const busy = activation.isPending;
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt restarts the setup on purpose
  useEffect(() => {
    if (!open) return;
    let alive = true;
    setStep({ kind: 'preparing', stage: t('profile.enrol.preparing') });
    setCode('');
    setError(null);
    startEnrolment(userName, (stage) => alive && setStep({ kind: 'preparing', stage }))
      .then((enrolment) => alive && setStep({ kind: 'scan', enrolment }))
      .catch(
        (err) =>
          alive &&
          setStep({ kind: 'failed', message: isApiError(err) ? err.message : String(err.message ?? err) }),
      );
    return () => {
      alive = false;
    };
  }, [open, userName, attempt]);

  const activate = async () => {
    if (step.kind !== 'scan') return;
    if (!/^\d{6}$/.test(code)) return setError(t('profile.security.enterAppCode'));
    setError(null);
    try {
      const token = step.enrolment.id;
      const answer = requireSuccess(
        await activation.mutateAsync({ token, code }),
        t('profile.enrol.notTurnedOn'),
      );
      if (answer.data?.activated === false) throw new Error(t('profile.enrol.notTurnedOn'));
      // Card details can then be confirmed with a code from this authenticator (features/reauth).
      rememberAuthenticator(userId, token);
      invalidateEndpoint(totpApi.status);
      showToast(t('profile.enrol.turnedOn'), { tone: 'success' });
      onClose();
    } catch (err) {
      setError(messageOf(err, t('profile.failed')));
    }
  };

  return (
    <Sheet
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('profile.enrol.title')}
      primary={
        step.kind === 'scan'
          ? {
              text: t('profile.enrol.verify'),
              onClick: () => void activate(),
              loading: busy,
              disabled: code.length !== 6,
            }
          : undefined
      }
    >
      {step.kind === 'preparing' && (
        <div className="security-center" aria-live="polite">
          <Spinner size="m" />
          <Text>{step.stage}</Text>
          <Caption className="security-muted">{t('profile.enrol.slow')}</Caption>
        </div>
      )}
      {step.kind === 'failed' && (
        <ErrorState
          compact
          title={t('profile.enrol.failedTitle')}
          error={step.message}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      )}
      {step.kind === 'scan' && (
        <div className="security-form">
          <Text className="security-text">{t('profile.enrol.scan')}</Text>
          <div className="security-qr">
            <QrCode value={step.enrolment.qrCode} size={200} label={t('profile.enrol.qrLabel')} />
          </div>
          <Text className="security-text">{t('profile.enrol.cantScan')}</Text>
          <CopyField
            label={t('profile.enrol.keyLabel')}
            value={step.enrolment.secret}
            display={groupSecret(step.enrolment.secret)}
            mono
            copiedText={t('profile.enrol.keyCopied')}
          />
          <Text className="security-text">{t('profile.enrol.enterCode')}</Text>
          <CodeField
            label={t('profile.enrol.codeLabel')}
            value={code}
            invalid={!!error}
            onChange={(digits) => {
              setCode(digits);
              setError(null);
            }}
            onEnter={() => void activate()}
          />
          <ErrorCaption text={error} className="security-error" />
          {step.enrolment.encrypted ? (
            <Caption className="security-muted">{t('profile.enrol.encrypted')}</Caption>
          ) : null}
        </div>
      )}
    </Sheet>
  );
}
