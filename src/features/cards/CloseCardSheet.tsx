import { useMutation } from '@tanstack/react-query';
import { Button, Placeholder } from '@telegram-apps/telegram-ui';
import { messageOf } from '../../api/errors';
import type { CardDetail, SubAccount } from '../../api/types/issuing';
import { t } from '../../i18n';
import { formatCurrencyAmount } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { queryClient } from '../../lib/server-state/client';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { closeMutation } from './data';

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
  const close = useMutation(closeMutation(), queryClient);
  // Closed: the sheet stays busy until it is gone (closing is final).
  const closing = close.isPending || close.isSuccess;
  const balance = formatCurrencyAmount(subAccount.balance, subAccount.currency);
  const confirm = () => {
    if (closing) return;
    close.mutate(card.card_id, {
      onSuccess: () => {
        haptic('success');
        showToast(t('cards.close.toast', { last4: card.last4 }), { tone: 'success' });
        onClosed();
      },
      onError: (err) => {
        haptic('error');
        showToast(t('cards.close.failed'), {
          tone: 'error',
          description: messageOf(err, t('cards.action.pleaseRetry')),
        });
      },
    });
  };
  return (
    <Sheet open onOpenChange={(open) => !open && onClose()} title={t('cards.close.title')}>
      <Placeholder
        header={
          card.nick_name
            ? t('cards.close.header', { name: card.nick_name, last4: card.last4 })
            : t('cards.close.headerUnnamed', { last4: card.last4 })
        }
        description={
          subAccount.type === 'prepaid'
            ? t('cards.close.descriptionPrepaid', { balance })
            : t('cards.close.descriptionShared', { balance })
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
          {t('cards.close.confirm')}
        </Button>
        <Button size="l" stretched mode="plain" onClick={onClose} disabled={closing}>
          {t('cards.close.keep')}
        </Button>
      </div>
    </Sheet>
  );
}
