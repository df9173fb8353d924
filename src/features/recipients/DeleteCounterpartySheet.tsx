import { useMutation } from '@tanstack/react-query';
import { Section } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import type { Counterparty } from '../../api/types';
import { t } from '../../i18n';
import { queryClient } from '../../lib/server-state/client';
import { FormError } from '../../ui/FormError';
import { Sheet } from '../../ui/Sheet';
import { deleteCounterparty } from './data';
import { KeepOrDelete } from './KeepOrDelete';
import { removeWithFeedback } from './removal';

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
    await removeWithFeedback(
      () => removal.mutateAsync(),
      { done: t('recipients.delete.toast'), failed: t('recipients.delete.failed') },
      { onDone: onDeleted, onFailed: setError },
    );
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
        <KeepOrDelete
          keep={t('recipients.delete.keep')}
          confirm={t('recipients.delete.confirm')}
          onKeep={onClose}
          onDelete={() => void remove()}
          busy={busy}
          testId="confirm-delete-recipient"
          destructive
        />
      </div>
    </Sheet>
  );
}
