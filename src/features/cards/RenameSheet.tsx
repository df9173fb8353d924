import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { messageOf } from '../../api/errors';
import type { CardDetail } from '../../api/types/issuing';
import { t } from '../../i18n';
import { haptic } from '../../lib/platform';
import { useIntentId } from '../../lib/request-id';
import { queryClient } from '../../lib/server-state/client';
import { TextInput } from '../../ui/Labeled';
import { Sheet } from '../../ui/Sheet';
import { showToast } from '../../ui/toast';
import { renameMutation } from './data';
import { SubmitFailure } from './SubmitFailure';

const MAX = 40;

/** Rename a card. The request_id belongs to the typed name, so a double tap renames once. */
export function RenameSheet({ card, onClose }: { card: CardDetail; onClose: () => void }) {
  const [name, setName] = useState(card.nick_name ?? '');
  const [error, setError] = useState('');
  const rename = useMutation(renameMutation(), queryClient);
  const saving = rename.isPending;
  const trimmed = name.trim();
  const intent = useIntentId({ card: card.card_id, name: trimmed });

  const save = () => {
    if (saving) return;
    const invalid =
      trimmed === ''
        ? t('cards.rename.required')
        : trimmed.length > MAX
          ? t('cards.rename.tooLong', { max: MAX })
          : '';
    if (invalid) {
      haptic('error');
      return setError(invalid);
    }
    setError('');
    rename.mutate(
      { cardId: card.card_id, nickName: trimmed, requestId: intent.id },
      {
        onSuccess: () => {
          intent.renew();
          haptic('success');
          showToast(t('cards.rename.renamed'), { tone: 'success' });
          onClose();
        },
        onError: (err) => {
          haptic('error');
          setError(err.fields.nick_name ?? messageOf(err, t('cards.rename.failed')));
        },
      },
    );
  };

  return (
    <Sheet
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('cards.rename.title')}
      primary={{
        text: t('cards.rename.save'),
        onClick: save,
        loading: saving,
        disabled: trimmed === '' || trimmed === card.nick_name,
      }}
    >
      <TextInput
        header={t('cards.issue.cardName')}
        value={name}
        maxLength={MAX}
        status={error ? 'error' : 'default'}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && save()}
        autoFocus
        aria-label={t('cards.issue.cardName')}
      />
      <SubmitFailure text={error} />
    </Sheet>
  );
}
