import { Button, List } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import { t } from '../../i18n';
import { isolateInRtl } from '../../lib/format';
import { useWrite } from '../../lib/server-state/use-write';
import { paths } from '../../routing/paths';
import { AltAction } from './AltAction';
import { AuthLayout, FormMessage } from './AuthLayout';
import { useCaptcha } from './captcha/use-captcha';
import { useCountdown } from './use-countdown';

/** Seconds before another email may be asked for (the sandbox's limit: email-links.ts). */
export const EMAIL_RESEND_AFTER_S = 60;

/**
 * "Check your email": a link is on its way to `email`. The user can ask for it again once the
 * countdown is over (a captcha-protected call, so the check comes first when one is configured),
 * or go back and use another address; what they typed there is still in the form.
 */
export function CheckEmail({
  subtitle,
  email,
  body,
  resend,
  onOtherEmail,
}: {
  /** What the email is for (the screen's subtitle). */
  subtitle: string;
  email: string;
  /** What the link does: finish the sign-up, or sign in. */
  body: string;
  resend: (captcha: string | undefined) => Promise<unknown>;
  onOtherEmail: () => void;
}) {
  const captcha = useCaptcha();
  const [sentAt, setSentAt] = useState(0);
  const secondsLeft = useCountdown(EMAIL_RESEND_AFTER_S, sentAt);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = isolateInRtl(email);
  const resending = useWrite({
    mutationFn: resend,
    onSuccess: () => {
      setSentAt(Date.now());
      setNotice(t('signup.email.sentAgain', { email: shown }));
    },
    onError: (err) => {
      if (!captcha.refused(err)) setProblem(isApiError(err) ? err.message : t('auth.form.failed'));
    },
  });

  function again() {
    if (resending.running()) return;
    const token = captcha.claim();
    if (token === false) return;
    setProblem(null);
    setNotice(null);
    resending.mutate(token);
  }

  return (
    <AuthLayout title={t('signup.email.title')} subtitle={subtitle} backTo={paths.signIn()}>
      <List>
        <p className="auth-notice" role="status">
          {t('signup.email.sent', { email: shown })} {body}
        </p>
        <p className="auth-notice">{t('signup.email.spam')}</p>
        {notice && (
          <p className="auth-notice" role="status">
            {notice}
          </p>
        )}
        {captcha.element}
        <FormMessage message={problem} />
        <div className="auth-actions">
          <Button
            type="button"
            size="l"
            stretched
            loading={resending.isPending}
            disabled={resending.isPending || secondsLeft > 0}
            onClick={again}
          >
            {secondsLeft > 0
              ? t('signup.email.resendIn', { seconds: secondsLeft })
              : t('signup.email.resend')}
          </Button>
          <AltAction onClick={onOtherEmail}>{t('signup.email.otherEmail')}</AltAction>
        </div>
      </List>
    </AuthLayout>
  );
}
