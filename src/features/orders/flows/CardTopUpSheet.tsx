import { useMemo } from 'react';
import type { CardDetail } from '../../../api/types/issuing';
import { t } from '../../../i18n';
import { CardOrderSheet, type CardSheetProps } from './CardOrderSheet';
import { cardTopUpFlow } from './card-top-up';

/** The card top-up flow in a sheet over the card: pay, fees and total reviewed before it goes. */
export function CardTopUpSheet({
  card,
  subAccount,
  onClose,
  onSubmitted,
}: CardSheetProps & { card: CardDetail }) {
  const def = useMemo(() => cardTopUpFlow(card, subAccount), [card, subAccount]);
  return (
    <CardOrderSheet
      def={def}
      walletId={card.wallet_id}
      words={{
        title: t('cards.topup.title'),
        review: t('cards.topup.review'),
        confirm: t('cards.topup.confirm'),
        submitted: (amount) => t('cards.topup.submitted', { amount }),
      }}
      unavailable={(form) =>
        !form.topUpType ? (
          t('cards.topup.noProgram')
        ) : form.blocked ? (
          <span data-testid="topup-blocked">{form.blocked}</span>
        ) : null
      }
      overBalance={(form) => t('cards.topup.overBalance', { symbol: form.from?.meta.symbol ?? '' })}
      onClose={onClose}
      onSubmitted={onSubmitted}
    />
  );
}
