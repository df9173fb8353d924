import { Cell } from '@telegram-apps/telegram-ui';
import { t } from '../../../i18n';
import { AddressText } from '../../../ui/AddressText';
import type { OrderWhere } from '../summary';

/**
 * The other end of an order, in the review and the result: who or what (a recipient, the user's
 * own bank account — "From your bank" when buying), the address whole, and its network by name.
 */
export function WhereCells({ where }: { where: OrderWhere }) {
  const heading = where.side === 'from' ? t('orders.summary.fromYourBank') : t('orders.summary.to');
  return (
    <>
      {where.name && (
        <Cell subhead={heading} readOnly multiline data-testid="review-destination">
          {where.name}
        </Cell>
      )}
      {where.address && (
        <Cell
          subhead={where.name ? t('orders.summary.address') : heading}
          readOnly
          multiline
          data-testid="review-address"
        >
          <AddressText value={where.address} />
        </Cell>
      )}
      {where.network && (
        <Cell subhead={t('orders.summary.network')} readOnly data-testid="review-network">
          {where.network}
        </Cell>
      )}
    </>
  );
}
