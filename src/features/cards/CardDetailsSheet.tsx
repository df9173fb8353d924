import { Button, Cell, Placeholder, Section, Spinner } from '@telegram-apps/telegram-ui';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../api/errors';
import type { CardDetail, CardSecrets } from '../../api/types/issuing';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { CLIPBOARD_CLEAR_MS, clearSecretNow, copySecret } from '../../lib/secret-clipboard';
import { onOwnerChange } from '../../session/owner-change';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { useWhenAway } from '../../ui/useWhenAway';
import { type BehindProof, behindProof, hasFreshProof } from '../reauth';
import { revealTimeoutMs } from './reveal-timeout';

type Phase = 'loading' | 'shown' | 'error';

/**
 * Card details ask for a fresh proof of presence first (features/reauth: one proof covers every
 * card for five minutes), then show the card number, expiry and CVV (SPEC §7 flow).
 */
// A copied card number belongs to the account that revealed it: a change of owner clears it now.
onOwnerChange(() => void clearSecretNow());

export const CardDetailsSheet = behindProof('card-details', CardSecretsSheet);

/**
 * Shows the card number, expiry and CVV once presence is proven. The secrets live only in this
 * component's state: never logged, stored, cached or put in a URL. They are dropped after the
 * reveal timeout (30 s), when the user looks away (background, Telegram inactive), and when the
 * sheet closes.
 * node-forge arrives with a dynamic import, so it is fetched only when details are requested.
 */
function CardSecretsSheet({ card, onClose, onProofLapsed }: { card: CardDetail } & BehindProof) {
  const [phase, setPhase] = useState<Phase>('loading');
  const [secrets, setSecrets] = useState<CardSecrets | null>(null);
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const lapsedRef = useRef(onProofLapsed);
  lapsedRef.current = onProofLapsed;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the exchange on retry.
  useEffect(() => {
    const abort = new AbortController();
    let alive = true;
    // A retry after the proof lapsed (five minutes) asks for a new one first.
    if (!hasFreshProof()) {
      lapsedRef.current();
      return;
    }
    (async () => {
      setPhase('loading');
      try {
        const { fetchCardSecrets } = await import('../../api/card-secrets');
        const result = await fetchCardSecrets(card.card_id, { signal: abort.signal });
        if (!alive) return;
        setSecrets(result);
        setPhase('shown');
      } catch (err) {
        if (!alive || abort.signal.aborted) return;
        haptic('error');
        setError(messageOf(err, t('cards.details.loadFailed')));
        setPhase('error');
      }
    })();
    return () => {
      alive = false;
      abort.abort();
      setSecrets(null);
    };
  }, [card.card_id, attempt]);

  // Hide after the timeout, and at once when the user looks away (switching apps, locking the
  // phone, Telegram minimised or inactive).
  const hide = useCallback(() => {
    setSecrets(null);
    closeRef.current();
  }, []);
  useWhenAway(phase === 'shown', hide);
  useEffect(() => {
    if (phase !== 'shown') return;
    const timer = setTimeout(hide, revealTimeoutMs());
    return () => clearTimeout(timer);
  }, [phase, hide]);

  const copy = async (value: string, what: 'number' | 'cvv') => {
    const outcome = await copySecret(value);
    if (outcome === 'failed')
      return showToast(
        what === 'number' ? t('cards.details.numberCopyFailed') : t('cards.details.cvvCopyFailed'),
        { tone: 'error' },
      );
    haptic('success');
    showToast(what === 'number' ? t('cards.details.numberCopied') : t('cards.details.cvvCopied'), {
      tone: 'success',
      description:
        outcome === 'copied-will-clear'
          ? t('cards.details.willClear', { seconds: CLIPBOARD_CLEAR_MS / 1000 })
          : t('cards.details.clearYourself'),
      duration: 4000,
    });
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cards.details.title', { last4: card.last4 })}
    >
      {phase === 'loading' && (
        <Placeholder header={t('cards.details.loading')}>
          <Spinner size="m" />
        </Placeholder>
      )}
      {phase === 'error' && (
        <Placeholder
          header={t('cards.details.failedTitle')}
          description={error}
          action={
            <Button size="m" onClick={() => setAttempt((n) => n + 1)}>
              {t('cards.action.tryAgain')}
            </Button>
          }
        />
      )}
      {phase === 'shown' && secrets && (
        <Section footer={t('cards.details.hiddenAfter', { seconds: Math.round(revealTimeoutMs() / 1000) })}>
          <SecretCell
            multiline
            label={t('cards.details.number')}
            testId="card-number"
            onCopy={() => copy(secrets.card_number, 'number')}
          >
            {groupDigits(secrets.card_number)}
          </SecretCell>
          <SecretCell label={t('cards.details.expires')} testId="card-expiry">
            {String(secrets.expiry_month).padStart(2, '0')}/{String(secrets.expiry_year).slice(-2)}
          </SecretCell>
          <SecretCell
            label={t('cards.details.cvv')}
            testId="card-cvv"
            onCopy={() => copy(secrets.cvv, 'cvv')}
          >
            {secrets.cvv}
          </SecretCell>
        </Section>
      )}
    </Sheet>
  );
}

/** One of the card's details, left to right in any language, with Copy where it is copied. */
function SecretCell({
  label,
  testId,
  onCopy,
  multiline,
  children,
}: {
  label: string;
  testId: string;
  onCopy?: () => void;
  multiline?: boolean;
  children: ReactNode;
}) {
  return (
    <Cell
      multiline={multiline}
      subhead={label}
      after={
        onCopy && (
          <Button size="s" mode="bezeled" onClick={onCopy}>
            {t('cards.action.copy')}
          </Button>
        )
      }
    >
      <span className="card-secret__value" data-testid={testId} dir="ltr">
        {children}
      </span>
    </Cell>
  );
}

const groupDigits = (n: string) => n.replace(/\D/g, '').replace(/(.{4})(?=.)/g, '$1 ');
