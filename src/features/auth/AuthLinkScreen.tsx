import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../api/errors';
import { t } from '../../i18n';
import { useWrite } from '../../lib/server-state/use-write';
import { paths } from '../../routing/paths';
import { AuthLayout, FormMessage } from './AuthLayout';
import { InviteStep } from './InviteStep';
import { signedIn } from './sign-in';
import { finishSignUp, type SignUpStep, type TokenPair } from './sign-up-flow';

/** What an emailed link brought back in the URL fragment (the platform's verify page puts it there). */
type Landing = { kind: 'session'; pair: TokenPair; signUp: boolean } | { kind: 'dead' };

/**
 * Where a magic link or a sign-up confirmation lands (/auth/link#access_token=…&type=…). The
 * fragment is read once and wiped from the address bar at once (tokens must not stay in history).
 * A confirmation finalizes the account first (invite code if the tenant asks for one); a magic
 * link is a sign-in. A link that expired or was used says so and leads back to sign-in.
 */
export default function AuthLinkScreen() {
  const [, navigate] = useLocation();
  const [landing] = useState(readLanding);
  const [step, setStep] = useState<SignUpStep | null>(null);
  const finalize = useWrite({
    mutationFn: (pair: TokenPair) => finishSignUp(pair),
    onSuccess: (result) =>
      typeof result === 'string' ? navigate(result, { replace: true }) : setStep(result),
  });
  const started = useRef(false);

  useEffect(() => {
    history.replaceState(history.state, '', window.location.pathname);
    if (started.current || landing.kind !== 'session') return;
    started.current = true;
    if (!landing.signUp) return navigate(signedIn(landing.pair), { replace: true });
    finalize.mutate(landing.pair);
  }, [landing, navigate, finalize.mutate]);

  const problem =
    finalize.error && (isApiError(finalize.error) ? finalize.error.message : t('auth.form.failed'));
  if (landing.kind === 'dead')
    return (
      <AuthLayout
        title={t('signup.link.deadTitle')}
        subtitle={t('signup.link.deadBody')}
        backTo={paths.signIn()}
      >
        <div className="auth-actions">
          <Button size="l" stretched onClick={() => navigate(paths.signIn(), { replace: true })}>
            {t('signup.link.toSignIn')}
          </Button>
        </div>
      </AuthLayout>
    );
  if (step?.kind === 'invite') return <InviteStep pair={step.pair} onStep={setStep} />;
  return (
    <AuthLayout title={t('signup.link.title')} subtitle={t('signup.link.subtitle')} backTo={paths.signIn()}>
      {problem ? <FormMessage message={problem} /> : <Placeholder description={t('signup.link.working')} />}
    </AuthLayout>
  );
}

function readLanding(): Landing {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const access = fragment.get('access_token');
  if (!access || fragment.has('error')) return { kind: 'dead' };
  return {
    kind: 'session',
    pair: { access_token: access, refresh_token: fragment.get('refresh_token') },
    signUp: fragment.get('type') === 'signup',
  };
}
