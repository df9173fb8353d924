import { Button, Title } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { ApiError, messageOf, sentence } from '../../api/errors';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { paths } from '../../routing/paths';
import { FormError } from '../../ui/FormError';
import { useMainButton } from '../../ui/MainButton';
import { Screen } from '../../ui/Screen';
import { showToast } from '../../ui/toast';
import { useAcceptInvite } from './data';
import './team.css';

/**
 * An invite link's landing (`/invite/<code>`, or `startapp=invite_<code>` in Telegram). A visitor
 * signed out is sent to sign in or sign up first and comes back here (the route gate keeps the
 * link). Joining is the user's own tap: a link alone never adds anyone to a wallet.
 */
export default function AcceptInviteScreen() {
  const { code = '' } = useParams<{ code: string }>();
  const [, navigate] = useLocation();
  const accept = useAcceptInvite();
  // `final`: the platform refused this code (a retry cannot help); else a retry may.
  const [failure, setFailure] = useState<{ text: string; final: boolean } | null>(null);
  const refused = failure?.final === true;

  const join = async () => {
    if (accept.isPending || refused) return;
    setFailure(null);
    try {
      const { wallet_id } = await accept.mutateAsync(code);
      haptic('success');
      showToast(t('team.accept.joined'), { tone: 'success' });
      navigate(paths.wallet(wallet_id), { replace: true });
    } catch (err) {
      haptic('error');
      setFailure(failureOf(err));
    }
  };

  useMainButton({
    text: t('team.accept.join'),
    onClick: () => void join(),
    loading: accept.isPending,
    visible: !refused,
  });

  return (
    <Screen title={t('team.accept.title')} backTo={paths.home()} backFixed>
      <div className="team-accept">
        <Title level="2" weight="2">
          {t(refused ? 'team.accept.refusedHeading' : 'team.accept.heading')}
        </Title>
        {!refused && <p className="team-accept__hint">{t('team.accept.description')}</p>}
        <FormError text={failure?.text ?? null} submitted />
        {refused && (
          <Button size="l" mode="bezeled" stretched onClick={() => navigate(paths.home(), { replace: true })}>
            {t('team.accept.home')}
          </Button>
        )}
      </div>
    </Screen>
  );
}

/** What a refused code means to the person holding it, and what to do about it. */
function failureOf(err: unknown): { text: string; final: boolean } {
  if (err instanceof ApiError) {
    if (err.status === 404) return { text: t('team.accept.invalid'), final: true };
    // Expired, used, or already a member: the platform says which (its own words); the way
    // forward is ours.
    if (err.status === 422 || err.status === 409 || err.status === 410) {
      const platform = err.fields.code ? sentence(err.fields.code) : err.message;
      return { text: `${platform} ${t('team.accept.askAgain')}`, final: true };
    }
  }
  return { text: messageOf(err, t('team.failed')), final: false };
}
