import { Cell } from '@telegram-apps/telegram-ui';
import { memo } from 'react';
import { useLocation } from 'wouter';
import type { Currency, Order } from '../../api/types';
import { t } from '../../i18n';
import { type CurrencyLike, formatCurrencyAmount, isolateInRtl } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { useCurrencies } from '../../lib/reference-reads';
import { OPENED_FROM_LIST } from '../../routing/opened-from-list';
import { paths } from '../../routing/paths';
import { orderStatuses } from '../../ui/order-statuses';
import { StatusChip } from '../../ui/StatusChip';
import { orderTypeLabel } from './order-words';

/** The catalogue's currency (its decimals to show), else the ticker the order names. */
function currencyOf(uuid: string, ticker: string | undefined, known: readonly Currency[]): CurrencyLike {
  return known.find((c) => c.uuid === uuid) ?? { symbol: ticker ?? '', render_decimal: 8 };
}

/**
 * One order: what it was in words, what it moved ("500 USDT → 460 EUR"; one amount when it
 * stayed in one currency), when and with whom, its status. Opens the order's own screen.
 */
export const OrderRow = memo(function OrderRow({
  order: o,
  walletId,
  time,
}: {
  order: Order;
  walletId: string;
  time: string;
}) {
  const [, navigate] = useLocation();
  const known = useCurrencies().data?.data ?? [];
  const from = currencyOf(o.from_uuid, o.meta.billing_currency, known);
  const to = currencyOf(o.to_uuid, o.meta.transaction_currency, known);
  const amount = (v: string, c: CurrencyLike) => formatCurrencyAmount(tryNormalize(v) ?? v, c);
  const moved =
    o.from_uuid === o.to_uuid
      ? amount(o.amount_from, from)
      : t('history.row.amounts', { from: amount(o.amount_from, from), to: amount(o.amount_to, to) });
  const party = o.meta.counterparty_account_nickname || o.meta.counterparty_account_name;
  return (
    <Cell
      multiline
      onClick={() => navigate(paths.order(walletId, o.order_uuid), { state: OPENED_FROM_LIST })}
      subtitle={<span className="ui-money">{moved}</span>}
      description={party ? `${time} · ${isolateInRtl(party)}` : time}
      after={<StatusChip statuses={orderStatuses} status={o.status} />}
      data-testid="order-row"
      data-order={o.order_uuid}
    >
      {orderTypeLabel(o.order_type)}
    </Cell>
  );
});
