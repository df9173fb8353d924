import { useMemo } from 'react';
import type { CardDetail } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import { CardOrderSheet, type CardSheetProps } from './CardOrderSheet';
import { cardWithdrawFlow } from './card-withdraw';

/**
 * Money back from a card, or from a card account (`card` null), to its wallet, in a sheet over
 * the card or the account: amount, review with the fee, outcome.
 */
export function CardWithdrawSheet({
  card,
  subAccount,
  onClose,
  onSubmitted,
}: CardSheetProps & { card: CardDetail | null }) {
  const def = useMemo(() => cardWithdrawFlow(card, subAccount), [card, subAccount]);
  return (
    <CardOrderSheet
      def={def}
      walletId={subAccount.wallet_id}
      words={{
        title: t('cards.cardback.title'),
        review: t('cards.cardback.review'),
        confirm: t('cards.cardback.confirm'),
        submitted: (amount) => t('cards.cardback.submitted', { amount }),
      }}
      unavailable={(form) => form.blocked}
      overBalance={() => t('cards.cardback.overBalance')}
      onClose={onClose}
      onSubmitted={onSubmitted}
    />
  );
}
