import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { messageOf } from '../../api/errors';
import type { CardDetail, SubAccount } from '../../api/types/issuing';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { closeCard } from './actions';

/** Confirmation that names what closing does; closing is final. */
export function CloseCardSheet({
  card,
  subAccount,
  onClose,
  onClosed,
}: {
  card: CardDetail;
  subAccount: SubAccount;
  onClose: () => void;
  onClosed: () => void;
}) {
  const [closing, setClosing] = useState(false);
  const balance = formatCurrencyAmount(subAccount.balance, subAccount.currency);
  const confirm = async () => {
    if (closing) return;
    setClosing(true);
    try {
      await closeCard(card.card_id);
      haptic('success');
      showToast(`Card •••• ${card.last4} closed`, { tone: 'success' });
      onClosed();
    } catch (err) {
      haptic('error');
      showToast('Could not close the card', {
        tone: 'error',
        description: messageOf(err, 'Please try again.'),
      });
      setClosing(false);
    }
  };
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title="Close this card?">
      <Placeholder
        header={`Close ${card.nick_name || 'card'} •••• ${card.last4}`}
        description={
          `The card stops working immediately and cannot be reopened: payments and subscriptions on it will be declined. ` +
          (subAccount.type === 'prepaid'
            ? `The ${balance} on its account stays there.`
            : `The shared balance (${balance}) and other cards on it are not affected.`)
        }
      />
      <div style={{ display: 'grid', gap: 8, padding: '0 16px 16px' }}>
        <Button
          size="l"
          stretched
          mode="filled"
          onClick={confirm}
          loading={closing}
          style={{ background: 'var(--tgui--destructive_text_color)' }}
        >
          Close card for good
        </Button>
        <Button size="l" stretched mode="plain" onClick={onClose} disabled={closing}>
          Keep the card
        </Button>
      </div>
    </Sheet>
  );
}
