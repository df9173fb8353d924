import { Cell, Section } from '@telegram-apps/telegram-ui';
import { Fragment } from 'react';
import { issuingApi } from '../../api/endpoints/issuing';
import { call } from '../../api/http';
import type { CardTransaction } from '../../api/types/issuing';
import { t } from '../../i18n';
import { textFile } from '../../lib/download';
import { formatDay, formatTime } from '../../lib/format';
import { usePagedList } from '../../lib/server-state/paged';
import { ErrorState } from '../../ui/ErrorState';
import { useFileDelivery } from '../../ui/FileDelivery';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { SectionHeader } from '../../ui/SectionHeader';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { showToast } from '../../ui/toast';
import { cardTxStatuses, categoryOf, isFailedTx, label, TX_TYPE_LABEL, txDirection } from './labels';

const PAGE = 10;

type Source = { cardId: string } | { subAccountId: string };

/**
 * Card transactions of one card (`/issuing/transactions/?card_id&new_scheme=true`) or of one
 * sub-account (`/issuing/sub_account/{id}/transactions`), page by page, with the CSV export.
 */
export function TransactionsList({ source, csvName }: { source: Source; csvName: string }) {
  const byCard = 'cardId' in source;
  const cardPages = usePagedList(
    issuingApi.transactions,
    byCard ? { query: { card_id: source.cardId, new_scheme: true, limit: PAGE, offset: 0 } } : null,
  );
  const subPages = usePagedList(
    issuingApi.subAccountTransactions,
    byCard ? null : { path: { sub_account_id: source.subAccountId }, query: { limit: PAGE, offset: 0 } },
  );
  const pages = byCard ? cardPages : subPages;
  const delivery = useFileDelivery();

  const exportCsv = async () => {
    try {
      const text = byCard
        ? await call(issuingApi.transactionsCsv, { query: { card_id: source.cardId } })
        : await call(issuingApi.subAccountTransactionsCsv, { path: { sub_account_id: source.subAccountId } });
      await delivery.deliver(textFile(csvName, text, 'text/csv'));
    } catch (err) {
      showToast(t('cards.tx.exportFailed'), { tone: 'error', description: (err as Error).message });
    }
  };

  return (
    <>
      <Section
        header={
          // The same header as every other section; the export sits in it like other header actions.
          <SectionHeader title={t('cards.tx.title')} action={t('cards.tx.export')} onAction={exportCsv} />
        }
      >
        <StaleNotice of={[pages.head]} subject="history" />
        {pages.loading && <ListSkeleton rows={4} label={t('cards.tx.loading')} />}
        {!pages.loading && pages.error && pages.items.length === 0 && (
          <ErrorState
            error={pages.error}
            onRetry={() => void pages.refresh()}
            title={t('cards.tx.loadFailed')}
          />
        )}
        {!pages.loading && !pages.error && pages.items.length === 0 && (
          <Cell multiline description={t('cards.tx.empty.description')}>
            {t('cards.tx.empty.title')}
          </Cell>
        )}
        {(pages.items as CardTransaction[]).map((tx) => (
          <TransactionRow key={tx.vendor_transaction_id} tx={tx} />
        ))}
        {/* Stays while the next page loads (hasMore is false until it arrives): the user sees progress. */}
        {(pages.hasMore || pages.loadingMore) && (
          <Cell
            onClick={pages.loadMore}
            style={{ color: 'var(--tgui--link_color)' }}
            aria-busy={pages.loadingMore}
            data-testid="card-tx-more"
          >
            {pages.loadingMore ? t('cards.tx.loadingMore') : t('cards.tx.showMore')}
          </Cell>
        )}
      </Section>
      {delivery.panel}
    </>
  );
}

/**
 * `Today, 14:05`, `Yesterday, 09:30`, `15 Nov, 14:12` this year, `15 Nov 2025, 14:12` before: short,
 * so the row's one line keeps room for the kind of transaction.
 */
function when(iso: string, now = new Date()): string {
  const day = formatDay(iso, now);
  const year = ` ${now.getFullYear()}`;
  return t('cards.tx.when', {
    day: day.endsWith(year) ? day.slice(0, -year.length) : day,
    time: formatTime(iso),
  });
}

function TransactionRow({ tx }: { tx: CardTransaction }) {
  const failed = isFailedTx(tx);
  // Top-ups, withdrawals and fees are the issuer's own movements: their title says more than
  // the issuer's "merchant" record does.
  const own = ['DEPOSIT', 'WITHDRAWAL', 'FEE'].includes(tx.transaction_type);
  const merchant = own ? tx.title : tx.merchant?.name || tx.title;
  const category = own ? '' : categoryOf(tx.merchant?.category_code);
  const foreign = tx.transaction_currency && tx.transaction_currency !== tx.billing_currency;
  return (
    <Cell
      multiline
      data-testid="card-tx"
      subtitle={
        // Date first and never broken; the type and category wrap under it when the line is full
        // (cut off with an ellipsis, a longer language lost the category). Each part isolated
        // (<bdi>): a date or a category in another script keeps its own order in a right-to-left line.
        <span className="cards-tx-line">
          {[when(tx.created_at), label(TX_TYPE_LABEL, tx.transaction_type), category]
            .filter(Boolean)
            .map((part, i) => (
              <Fragment key={part}>
                {i > 0 && ' · '}
                <bdi className={i === 0 ? 'cards-tx-when' : undefined}>{part}</bdi>
              </Fragment>
            ))}
        </span>
      }
      description={
        <span className="cards-tx-status">
          <StatusChip statuses={cardTxStatuses} status={tx.status} />
          {foreign ? <Money amount={tx.transaction_amount} currency={tx.transaction_currency} /> : null}
          {tx.failure_reason ? (
            // The platform's sentence, in its own language and direction.
            <span className="cards-error cards-tx-reason" dir="auto">
              {tx.failure_reason}
            </span>
          ) : null}
        </span>
      }
      after={
        // A signed amount reads left to right (the minus before the number) in every layout.
        <span dir="ltr" style={failed ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
          <Money amount={tx.billing_amount} currency={tx.billing_currency} direction={txDirection(tx)} />
        </span>
      }
    >
      <bdi>{merchant}</bdi>
    </Cell>
  );
}
