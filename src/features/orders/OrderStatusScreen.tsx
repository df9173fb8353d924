import { Button, Cell, Section, Timeline } from '@telegram-apps/telegram-ui';
import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { ordersV2Api } from '../../api/endpoints/orders';
import type { DepositInstruction, OrderDetail, SimplifiedCurrency } from '../../api/types';
import { paths } from '../../app/paths';
import { type CurrencyLike, formatCurrencyAmount, formatDateTime, shortAddress } from '../../lib/format';
import { tryNormalize } from '../../lib/money';
import { haptic } from '../../lib/platform';
import { useQuery } from '../../lib/query';
import { CopyField } from '../../ui/CopyField';
import { ErrorState } from '../../ui/ErrorState';
import { ListSkeleton } from '../../ui/ListSkeleton';
import { Money } from '../../ui/Money';
import { Screen } from '../../ui/Screen';
import { StatusChip } from '../../ui/StatusChip';
import { RateLine } from './components/RateLine';
import { refreshWallets, useCurrencies } from './data';
import { isFinal, orderKindOf, STATUS_SENTENCE } from './order-labels';
import { RESULT_HEADLINE, submittedSummary } from './summary';
import './orders.css';

const POLL_MS = 1500;
const STEPS = ['NEW', 'PENDING', 'PROCESSING', 'COMPLETE'] as const;

/** Follows one order to its final status by polling GET /v2/orders/id/{order_uuid}. */
export default function OrderStatusScreen() {
  const { walletId = '', orderId = '' } = useParams<{ walletId: string; orderId: string }>();
  const [, navigate] = useLocation();
  const currencies = useCurrencies();
  const order = useQuery(
    ordersV2Api.get,
    { path: { order_uuid: orderId } },
    { staleMs: 0, pollMs: (d) => (isFinal(d?.status) ? null : POLL_MS) },
  );
  const status = order.data?.status;
  const final = isFinal(status);
  useEffect(() => {
    if (!final || !order.data) return;
    haptic(status === 'COMPLETE' ? 'success' : 'error');
    const toWallet = order.data.meta?.to_wallet_uuid;
    refreshWallets(walletId, ...(toWallet && toWallet !== walletId ? [toWallet] : []));
  }, [final, status, walletId, order.data]);

  return (
    // A finished order is the end of the journey: back goes home, never into the form or review.
    <Screen title="Order" backTo={final ? paths.home() : paths.wallet(walletId)} backFixed={final}>
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
  const kind = submitted?.kind ?? orderKindOf(order.order_type);
  const words = RESULT_HEADLINE[kind];
  // The headline says what the user got (or gets): the receiving side, in their words.
  const headline = failed ? 'Not completed' : order.status === 'COMPLETE' ? words.done : words.pending;
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
        <StatusChip kind="order" status={order.status} data-testid="order-status" />
        <span className="o-hint">{STATUS_SENTENCE[order.status] ?? order.status}</span>
      </div>
      {failed && (
        <div className="o-failure" role="alert" data-testid="order-failure">
          {order.info || 'The platform did not give a reason. Contact support with the order number below.'}
        </div>
      )}
      {!failed && (
        <Section header="Progress">
          <Timeline active={active}>
            <Timeline.Item header="Received">{formatDateTime(order.created_at)}</Timeline.Item>
            <Timeline.Item header="Pending">
              {isOnramp ? 'Waiting for your bank transfer' : 'Queued'}
            </Timeline.Item>
            <Timeline.Item header="Processing">{words.pending}</Timeline.Item>
            <Timeline.Item header="Complete">
              {order.status === 'COMPLETE' ? formatDateTime(order.updated_at) : '—'}
            </Timeline.Item>
          </Timeline>
        </Section>
      )}
      {isOnramp && instructions.length > 0 && !failed && order.status !== 'COMPLETE' && (
        <DepositInstructions instruction={instructions[0]!} amount={amount(order.amount_from, from)} />
      )}
      <Section header="Details">
        <Cell subhead="You pay" readOnly>
          {amount(order.amount_from, from)}
        </Cell>
        <Cell subhead="You receive" readOnly>
          {amount(order.amount_to, to)}
        </Cell>
        {order.meta?.exchange_rate !== undefined && order.from_currency.uuid !== order.to_currency.uuid && (
          <Cell subhead="Rate" readOnly>
            <RateLine
              rate={order.meta.exchange_rate}
              fromSymbol={order.from_currency.symbol}
              toSymbol={order.to_currency.symbol}
            />
          </Cell>
        )}
        {submitted ? (
          // The figure the review showed: every fee, the markup included, at the same rounding.
          <Cell subhead="Total fees" readOnly>
            <Money amount={submitted.feeTotal} currency={submitted.from} data-testid="order-fee-total" />
          </Cell>
        ) : order.meta?.fee !== undefined ? (
          // Opened later (no review in this tab): only the platform's charged fee is known.
          <Cell subhead="Fees charged" readOnly>
            <Money amount={tryNormalize(order.meta.fee) ?? '0'} currency={from} data-testid="order-fee" />
          </Cell>
        ) : null}
        {order.meta?.network_fee ? (
          <Cell subhead="Network fee (included)" readOnly>
            {amount(order.meta.network_fee, from)}
          </Cell>
        ) : null}
        {order.meta?.to_address && (
          <Cell subhead="To address" readOnly>
            {shortAddress(order.meta.to_address, 10, 8)}
          </Cell>
        )}
        {dest && (
          <Cell subhead={isOnramp ? 'From' : 'To'} readOnly>
            {dest.counterparty_account.name}
            {dest.nickname ? ` · ${dest.nickname}` : ''}
          </Cell>
        )}
        {order.meta?.crypto_transaction_hash && (
          <CopyField label="Transaction hash" value={order.meta.crypto_transaction_hash} mono />
        )}
        <CopyField label="Order number" value={order.id} />
      </Section>
      <div className="o-row-actions">
        <Button size="l" stretched mode={isFinal(order.status) ? 'filled' : 'bezeled'} onClick={onDone}>
          Back to wallet
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
      header="Send your bank transfer"
      footer="Include the reference exactly, so the transfer is matched to this order."
      data-testid="deposit-instructions"
    >
      <Cell subhead="Amount" readOnly>
        {amount}
      </Cell>
      {i.account_holder_name && <CopyField label="Beneficiary" value={i.account_holder_name} />}
      <CopyField label="Bank" value={i.institution_name} />
      {i.iban && <CopyField label="IBAN" value={i.iban} mono />}
      {i.swift_bic && <CopyField label="SWIFT/BIC" value={i.swift_bic} mono />}
      {!i.iban && <CopyField label="Account number" value={i.account_number} mono />}
      {i.account_routing_number && <CopyField label="Routing number" value={i.account_routing_number} mono />}
      <CopyField label="Reference" value={i.memo} mono />
    </Section>
  );
}
