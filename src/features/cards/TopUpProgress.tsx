import { Cell, Section } from '@telegram-apps/telegram-ui';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { issuingApi } from '../../api/endpoints/issuing';
import { t } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { haptic } from '../../lib/platform';
import { invalidateEndpoint } from '../../lib/server-state/client';
import { paths } from '../../routing/paths';
import { showToast } from '../../ui/toast';
import { isFinal, refreshWallets, STATUS_SENTENCE, useOrderUntilFinal } from '../orders';
import { invalidateCardLists } from './data';
import './top-up.css';

const POLL_MS = 1000;

/** The sentences of each card order the card screens follow. */
const WORDS = {
  topup: {
    section: 'cards.topup.section',
    sent: 'cards.topup.sent',
    done: 'cards.topup.added',
    failed: 'cards.topup.failed',
    onItsWay: 'cards.topup.onItsWay',
    toast: 'cards.topup.toppedUp',
    completeSoon: 'cards.topup.completeSoon',
  },
  cardback: {
    section: 'cards.cardback.section',
    sent: 'cards.cardback.sent',
    done: 'cards.cardback.arrived',
    failed: 'cards.cardback.failed',
    onItsWay: 'cards.cardback.onItsWay',
    toast: 'cards.cardback.moved',
    completeSoon: 'cards.cardback.completeSoon',
  },
} as const;

/**
 * Follows a card order on the card (or account) screen — a top-up, or money back to the wallet:
 * the money lands only when the order is COMPLETE, so we poll it and refresh the card, its
 * account and the wallet then. A failed order shows the platform's reason.
 */
export function TopUpProgress({
  walletId,
  orderUuid,
  cardId,
  kind = 'topup',
  onDismiss,
}: {
  walletId: string;
  orderUuid: string;
  /** The card to refresh (null on the account screen: its account and lists refresh). */
  cardId: string | null;
  kind?: keyof typeof WORDS;
  onDismiss: () => void;
}) {
  const words = WORDS[kind];
  const order = useOrderUntilFinal(orderUuid, POLL_MS);
  const status = order.data?.status;
  const announced = useRef(false);
  useEffect(() => {
    if (!isFinal(status) || announced.current) return;
    announced.current = true;
    if (cardId) invalidateEndpoint(issuingApi.card, { path: { card_id: cardId } });
    invalidateEndpoint(issuingApi.subAccount);
    invalidateCardLists();
    invalidateEndpoint(issuingApi.transactions);
    refreshWallets(walletId);
    if (status === 'COMPLETE') {
      haptic('success');
      showToast(t(words.toast), { tone: 'success' });
    } else {
      haptic('error');
    }
  }, [status, cardId, walletId, words]);

  const o = order.data;
  const amount = o ? formatMoney(String(o.amount_to), { currency: o.to_currency.symbol }) : '';
  const title = !o
    ? t(words.sent)
    : status === 'COMPLETE'
      ? t(words.done, { amount })
      : isFinal(status)
        ? t(words.failed, { amount })
        : t(words.onItsWay, { amount });
  const description =
    isFinal(status) && status !== 'COMPLETE'
      ? (o?.info ?? STATUS_SENTENCE[status ?? ''])
      : status === 'COMPLETE'
        ? t('cards.topup.upToDate')
        : `${STATUS_SENTENCE[status ?? 'NEW']} ${t(words.completeSoon)}`;
  return (
    <Section header={t(words.section)} data-testid="topup-progress" aria-live="polite">
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
