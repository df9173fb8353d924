import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { paths } from '../../../app/paths';
import { Money } from '../../../ui/Money';
import { type OrderSummary, RESULT_HEADLINE } from '../summary';
import { RateLine } from './RateLine';

/**
 * The outcome of an order whose create answer named nothing we could follow (e.g. only `{id}`):
 * what was submitted — pay, receive, rate, fees — its status, and where to follow it.
 */
export function OrderResultView({
  summary,
  walletId,
  onNew,
}: {
  summary: OrderSummary | null;
  walletId: string;
  onNew: () => void;
}) {
  const [, navigate] = useLocation();
  const headline = summary ? RESULT_HEADLINE[summary.kind].pending : 'Order submitted';
  return (
    <div data-testid="order-result">
      <div className="o-status-hero">
        <span>{headline}</span>
        {summary && (
          <Money
            amount={summary.receive}
            currency={summary.to}
            className="o-status-hero__amount"
            data-testid="result-receive"
          />
        )}
        <span className="o-hint" data-testid="result-status">
          Submitted. The platform accepted your order; it appears in History as it is processed.
        </span>
      </div>
      {summary && (
        <Section header="What you submitted">
          <Cell subhead="You pay" readOnly>
            <Money amount={summary.pay} currency={summary.from} />
          </Cell>
          <Cell subhead="You receive" readOnly>
            <Money amount={summary.receive} currency={summary.to} />
          </Cell>
          {summary.rate && (
            <Cell subhead="Rate" readOnly>
              <RateLine
                rate={summary.rate.value}
                fromSymbol={summary.rate.fromSymbol}
                toSymbol={summary.rate.toSymbol}
              />
            </Cell>
          )}
          <Cell subhead="Fees" readOnly>
            <Money amount={summary.feeTotal} currency={summary.from} />
          </Cell>
          {summary.destination && (
            <Cell subhead="To" readOnly multiline>
              {summary.destination}
            </Cell>
          )}
        </Section>
      )}
      <div className="o-row-actions o-row-actions--stack">
        <Button size="l" stretched onClick={() => navigate(paths.wallet(walletId), { replace: true })}>
          Follow it in History
        </Button>
        <Button size="l" stretched mode="plain" onClick={onNew}>
          New order
        </Button>
      </div>
    </div>
  );
}
