import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { ordersV2Api } from '../../api/endpoints/orders';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';
import { paths } from '../../routing/paths';
import { showToast } from '../../ui/toast';
import { isFinal, refreshWallets, STATUS_SENTENCE } from '../orders';
import { invalidateCardLists } from './data';
import './top-up.css';

const POLL_MS = 1000;

/**
 * Follows a top-up order on the card screen: the money reaches the card only when the order is
 * COMPLETE, so we poll it and refresh the card, its account and the wallet then. A failed order
 * shows the platform's reason (the wallet was refunded).
 */
export function TopUpProgress({
  walletId,
  orderUuid,
  cardId,
  onDismiss,
}: {
  walletId: string;
  orderUuid: string;
  cardId: string;
  onDismiss: () => void;
}) {
  const order = useRead(
    endpointQuery(
      ordersV2Api.get,
      { path: { order_uuid: orderUuid } },
      { staleMs: 0, pollMs: (d) => (isFinal(d?.status) ? null : POLL_MS) },
    ),
  );
  const status = order.data?.status;
  const announced = useRef(false);
  useEffect(() => {
    if (!isFinal(status) || announced.current) return;
    announced.current = true;
    invalidateEndpoint(issuingApi.card, { path: { card_id: cardId } });
    invalidateCardLists();
    invalidateEndpoint(issuingApi.transactions);
    refreshWallets(walletId);
    if (status === 'COMPLETE') {
      haptic('success');
      showToast(t('cards.topup.toppedUp'), { tone: 'success' });
    } else {
      haptic('error');
    }
  }, [status, cardId, walletId]);

  const o = order.data;
  const amount = o ? formatMoney(String(o.amount_to), { currency: o.to_currency.symbol }) : '';
  const title = !o
    ? t('cards.topup.sent')
    : status === 'COMPLETE'
      ? t('cards.topup.added', { amount })
      : isFinal(status)
        ? t('cards.topup.failed', { amount })
        : t('cards.topup.onItsWay', { amount });
  const description =
    isFinal(status) && status !== 'COMPLETE'
      ? (o?.info ?? STATUS_SENTENCE[status ?? ''])
      : status === 'COMPLETE'
        ? t('cards.topup.upToDate')
        : `${STATUS_SENTENCE[status ?? 'NEW']} ${t('cards.topup.completeSoon')}`;
  return (
    <Section header={t('cards.topup.section')} data-testid="topup-progress" aria-live="polite">
      <Cell
        multiline
        description={description}
        after={
          isFinal(status) ? (
            <button type="button" className="cards-link-button" onClick={onDismiss}>
              {t('cards.topup.dismiss')}
            </button>
          ) : undefined
        }
      >
        {title}
      </Cell>
      <Link href={paths.order(walletId, orderUuid)} className="cards-link-row">
        {t('cards.topup.viewOrder')}
      </Link>
    </Section>
  );
}
