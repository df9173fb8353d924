import { Button, Placeholder, Spinner } from '@telegram-apps/telegram-ui';
import { useCallback, useEffect, useState } from 'react';
import { issuingApi } from '../../api/endpoints/issuing';
import { messageOf } from '../../api/errors';
import { call } from '../../api/http';
import type { CardOtp } from '../../api/types/issuing';
import { t } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { useWhenAway } from '../../ui/useWhenAway';
import { type BehindProof, behindProof, hasFreshProof } from '../reauth';

/**
 * The card's one-time code for confirming an online purchase: whoever holds it can pay with the
 * card online, so like the card number it needs a fresh proof of presence first (features/reauth)
 * and closes when the user looks away (background, Telegram inactive).
 */
export const CardCodeSheet = behindProof('card-code', PurchaseCode);

/**
 * The code with its expiry counting down. Fetched fresh each time (never cached); a new code after
 * the proof has lapsed asks for a proof again. API.md leaves the epoch unit open: values below
 * 10^12 are read as seconds.
 */
function PurchaseCode({ cardId, onClose, onProofLapsed }: { cardId: string } & BehindProof) {
  const [otp, setOtp] = useState<CardOtp | null>(null);
  const [error, setError] = useState('');
  const [now, setNow] = useState(Date.now());
  useWhenAway(otp !== null, onClose);

  const load = useCallback(async () => {
    if (!hasFreshProof()) return onProofLapsed();
    setError('');
    setOtp(null);
    try {
      setOtp(await call(issuingApi.cardOtp, { path: { card_id: cardId } }));
    } catch (err) {
      setError(messageOf(err, t('cards.code.loadFailed')));
    }
  }, [cardId, onProofLapsed]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const validTo = otp ? (otp.valid_to < 1e12 ? otp.valid_to * 1000 : otp.valid_to) : 0;
  const left = Math.max(0, Math.ceil((validTo - now) / 1000));
  const expired = otp !== null && left === 0;

  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t('cards.code.title')}>
      {!otp && !error && (
        <Placeholder header={t('cards.code.loading')}>
          <Spinner size="m" />
        </Placeholder>
      )}
      {error && (
        <Placeholder
          header={t('cards.code.failedTitle')}
          description={error}
          action={
            <Button size="m" onClick={load}>
              {t('cards.action.tryAgain')}
            </Button>
          }
        />
      )}
      {otp && (
        <Placeholder
          description={expired ? t('cards.code.expired') : t('cards.code.hint', { time: formatLeft(left) })}
          action={
            expired ? (
              <Button size="m" onClick={load}>
                {t('cards.code.getNew')}
              </Button>
            ) : undefined
          }
        >
          <div
            className="card-otp"
            data-testid="card-otp"
            aria-live="polite"
            dir="ltr"
            style={expired ? { opacity: 0.4 } : undefined}
          >
            {otp.otp}
          </div>
        </Placeholder>
      )}
    </Sheet>
  );
}

const formatLeft = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
