import { Button, Cell, Section, Timeline } from '@telegram-apps/telegram-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import type { DepositInstruction, OrderDetail, SimplifiedCurrency } from '../../api/types';
import { t } from '../../i18n';
import { type CurrencyLike, formatCurrencyAmount, formatDateTime, shortAddress } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { openedFromList } from '../../routing/opened-from-list';
import { paths } from '../../routing/paths';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { FeeAmount } from '../../ui/FeeAmount';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { Screen } from '../../ui/Screen';
import { StaleNotice } from '../../ui/StaleNotice';
import { StatusChip } from '../../ui/StatusChip';
import { humanizeStatus } from '../../ui/status';
import { RateRow } from './components/RateRow';
import { refreshWallets, useCurrencies, useOrderUntilFinal } from './data';
import { isFinal, orderKindOf, orderStatuses, statusSentence } from './order-labels';
import { resultHeadline, submittedSummary } from './summary';
import './orders.css';

const POLL_MS = 1500;
const STEPS = ['NEW', 'PENDING', 'PROCESSING', 'COMPLETE'] as const;

/** Follows one order to its final status by polling GET /v2/orders/id/{order_uuid}. */
export default function OrderStatusScreen() {
  const { walletId = '', orderId = '' } = useParams<{ walletId: string; orderId: string }>();
  const [, navigate] = useLocation();
  const currencies = useCurrencies();
  const order = useOrderUntilFinal(orderId, POLL_MS);
  const status = order.data?.status;
  const final = isFinal(status);
  // Opened from the order history: back returns there, and an order already final when first
  // read is an old one looked at again (nothing to announce); one that finishes on screen is news.
  const [fromList] = useState(openedFromList);
  const sawUnfinished = useRef(false);
  useEffect(() => {
    if (order.data && !final) sawUnfinished.current = true;
  }, [order.data, final]);
  useEffect(() => {
    if (!final || !order.data) return;
    if (fromList && !sawUnfinished.current) return;
    haptic(status === 'COMPLETE' ? 'success' : 'error');
    const toWallet = order.data.meta?.to_wallet_uuid;
    refreshWallets(walletId, ...(toWallet && toWallet !== walletId ? [toWallet] : []));
  }, [final, status, walletId, order.data, fromList]);

  return (
    // A finished order is the end of the journey: back goes home, never into the form or review;
    // one opened from the order history goes back there.
    <Screen
      title={t('orders.order.title')}
      backTo={final && !fromList ? paths.home() : paths.wallet(walletId)}
      backFixed={final && !fromList}
    >
      <StaleNotice of={[order]} />
      {order.error && !order.data ? (
        <ErrorState error={order.error} onRetry={order.refresh} />
      ) : !order.data ? (
        <ListSkeleton rows={4} />
      ) : (
        <OrderBody
          order={order.data}
          known={currencies.data?.data ?? []}
          onDone={() => navigate(paths.wallet(walletId))}
        />
      )}
    </Screen>
  );
}

/** The full catalogue entry of an order's currency (its render_decimal), else the embedded one. */
function displayCurrency(c: SimplifiedCurrency, known: readonly CurrencyLike[]): CurrencyLike {
  const full = known.find((k) => (k as { uuid?: string }).uuid === c.uuid);
  return full ?? { symbol: c.symbol, decimal: c.decimal, render_decimal: Math.min(c.decimal, 8) };
}

function OrderBody({
  order,
  known,
  onDone,
}: {
  order: OrderDetail;
  known: readonly (CurrencyLike & { uuid: string })[];
  onDone: () => void;
}) {
  const from = displayCurrency(order.from_currency, known);
  const to = displayCurrency(order.to_currency, known);
  const amount = (v: unknown, c: CurrencyLike) => formatCurrencyAmount(tryNormalize(v as string) ?? '0', c);
  const failed = ['FAILED', 'ERROR', 'CANCELED'].includes(order.status);
  const active = Math.max(0, STEPS.indexOf(order.status as (typeof STEPS)[number]));
  const instructions = order.virtual_account?.deposit_instructions ?? [];
  const isOnramp = order.order_type.endsWith('_ONRAMP');
  const dest = order.counterparty_destination;
  const submitted = submittedSummary(order.order_uuid);
  const fee = tryNormalize(order.meta?.fee) ?? submitted?.feeTotal ?? null;
  const kind = submitted?.kind ?? orderKindOf(order.order_type);
  const pending = resultHeadline(kind, 'pending');
  // The headline says what the user got (or gets): the receiving side, in their words.
  const headline = failed
    ? t('orders.order.notCompleted')
    : order.status === 'COMPLETE'
      ? resultHeadline(kind, 'done')
      : pending;
  return (
    <>
      <div className="o-status-hero">
        <span data-testid="order-headline">{headline}</span>
        <Money
          amount={order.amount_to}
          currency={to}
          className="o-status-hero__amount"
          data-testid="order-amount"
        />
        <StatusChip statuses={orderStatuses} status={order.status} data-testid="order-status" />
        <span className="o-hint">{statusSentence(order.status) ?? humanizeStatus(order.status)}</span>
      </div>
      {failed && (
        <div className="o-failure" role="alert" data-testid="order-failure">
          {order.info || t('orders.order.noReason')}
        </div>
      )}
      {!failed && (
        <Section header={t('orders.order.progress')}>
          <Timeline active={active}>
            <Timeline.Item header={t('orders.order.stepReceived')}>
              {formatDateTime(order.created_at)}
            </Timeline.Item>
            <Timeline.Item header={t('orders.order.stepPending')}>
              {isOnramp ? t('orders.order.waitingForTransfer') : t('orders.order.queued')}
            </Timeline.Item>
            <Timeline.Item header={t('orders.order.stepProcessing')}>{pending}</Timeline.Item>
            <Timeline.Item header={t('orders.order.stepComplete')}>
              {order.status === 'COMPLETE' ? formatDateTime(order.updated_at) : '—'}
            </Timeline.Item>
          </Timeline>
        </Section>
      )}
      {isOnramp && instructions.length > 0 && !failed && order.status !== 'COMPLETE' && (
        <DepositInstructions instruction={instructions[0]!} amount={amount(order.amount_from, from)} />
      )}
      <Section header={t('orders.order.details')}>
        <Cell subhead={t('orders.summary.youPay')} readOnly>
          {amount(order.amount_from, from)}
        </Cell>
        <Cell subhead={t('orders.summary.youReceive')} readOnly>
          {amount(order.amount_to, to)}
        </Cell>
        {order.meta?.exchange_rate !== undefined && order.from_currency.uuid !== order.to_currency.uuid && (
          <RateRow
            value={order.meta.exchange_rate}
            fromSymbol={order.from_currency.symbol}
            toSymbol={order.to_currency.symbol}
          />
        )}
        {fee !== null && (
          // The order's own fee: the review's total, and what its transactions show in the history.
          <Cell subhead={t('orders.summary.totalFees')} readOnly>
            <FeeAmount amount={fee} currency={from} testId="order-fee-total" />
          </Cell>
        )}
        {submitted?.markup && (
          <Cell subhead={submitted.markup.label} readOnly>
            <Money amount={submitted.markup.amount} currency={from} />
          </Cell>
        )}
        {order.meta?.network_fee ? (
          <Cell subhead={t('orders.order.networkFeeIncluded')} readOnly>
            {amount(order.meta.network_fee, from)}
          </Cell>
        ) : null}
        {order.meta?.to_address && (
          <Cell subhead={t('orders.order.toAddress')} readOnly>
            <bdi dir="ltr">{shortAddress(order.meta.to_address, 10, 8)}</bdi>
          </Cell>
        )}
        {dest && (
          <Cell subhead={isOnramp ? t('orders.summary.from') : t('orders.summary.to')} readOnly>
            {dest.counterparty_account.name}
            {dest.nickname ? ` · ${dest.nickname}` : ''}
          </Cell>
        )}
        {order.meta?.crypto_transaction_hash && (
          <CopyField label={t('orders.order.txHash')} value={order.meta.crypto_transaction_hash} mono />
        )}
        <CopyField label={t('orders.order.number')} value={order.id} />
      </Section>
      <div className="ui-row-actions">
        <Button size="l" stretched mode={isFinal(order.status) ? 'filled' : 'bezeled'} onClick={onDone}>
          {t('orders.order.backToWallet')}
        </Button>
      </div>
    </>
  );
}

function DepositInstructions({
  instruction: i,
  amount,
}: {
  instruction: DepositInstruction;
  amount: string;
}) {
  return (
    <Section
      header={t('orders.deposit.title')}
      footer={t('orders.deposit.footer')}
      data-testid="deposit-instructions"
    >
      <Cell subhead={t('orders.form.amount')} readOnly>
        {amount}
      </Cell>
      {i.account_holder_name && (
        <CopyField label={t('orders.deposit.beneficiary')} value={i.account_holder_name} />
      )}
      <CopyField label={t('orders.deposit.bank')} value={i.institution_name} />
      {i.iban && <CopyField label={t('orders.deposit.iban')} value={i.iban} mono />}
      {i.swift_bic && <CopyField label={t('orders.deposit.swift')} value={i.swift_bic} mono />}
      {!i.iban && <CopyField label={t('orders.deposit.accountNumber')} value={i.account_number} mono />}
      {i.account_routing_number && (
        <CopyField label={t('orders.deposit.routingNumber')} value={i.account_routing_number} mono />
      )}
      <CopyField label={t('orders.deposit.reference')} value={i.memo} mono />
    </Section>
  );
}
