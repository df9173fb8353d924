import { useMutation } from '@tanstack/react-query';
import { Button, Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { isApiError } from '../../api/errors';
import type { Counterparty } from '../../api/types';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { queryClient } from '../../lib/server-state/client';
import { FormError } from '../../ui/FormError';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { deleteCounterparty } from './data';

/**
 * Confirms deleting a recipient, naming what goes with it. The platform refuses (409) while an
 * unfinished order uses one of their accounts; its sentence is shown as is.
 */
export function DeleteCounterpartySheet({
  walletId,
  counterparty,
  destinations,
  onClose,
  onDeleted,
}: {
  walletId: string;
  counterparty: Counterparty;
  destinations: number;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const removal = useMutation(
    { mutationFn: () => deleteCounterparty(walletId, counterparty.id) },
    queryClient,
  );
  const busy = removal.isPending;
  const [error, setError] = useState<string | null>(null);
  const remove = async () => {
    if (busy) return;
    setError(null);
    try {
      await removal.mutateAsync();
      haptic('success');
      showToast(t('recipients.delete.toast'), { tone: 'success' });
      onDeleted();
    } catch (err) {
      haptic('error');
      setError(isApiError(err) ? err.message : t('recipients.delete.failed'));
    }
  };
  return (
    <Sheet
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('recipients.delete.title', { name: counterparty.name })}
    >
      <Section>
        <p className="ui-sheet-text" data-testid="delete-consequence">
          {t('recipients.delete.consequence', { count: destinations })} {t('recipients.delete.ordersKept')}
        </p>
      </Section>
      <FormError text={error} submitted />
      <div className="ui-row-actions">
        <Button size="m" mode="bezeled" onClick={onClose}>
          {t('recipients.delete.keep')}
        </Button>
        <Button
          size="m"
          mode="filled"
          onClick={() => void remove()}
          loading={busy}
          data-testid="confirm-delete-recipient"
          style={{ background: 'var(--tgui--destructive_text_color)' }}
        >
          {t('recipients.delete.confirm')}
        </Button>
      </div>
    </Sheet>
  );
}
