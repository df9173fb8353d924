import { Button, Cell, Section } from '@telegram-apps/telegram-ui';
import { useLocation } from 'wouter';
import { t } from '../../../i18n';
import { paths } from '../../../routing/paths';
import { FeeAmount } from '../../../ui/FeeAmount';
import { Money } from '../../../ui/Money';
import { type OrderSummary, resultHeadline } from '../summary';
import { RateRow } from './RateRow';
import { WhereCells } from './WhereCells';

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
  const headline = summary ? resultHeadline(summary.kind, 'pending') : t('orders.result.submittedHeadline');
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
          {t('orders.result.submitted')}
        </span>
      </div>
      {summary && (
        <Section header={t('orders.result.whatYouSubmitted')}>
          <Cell subhead={t('orders.summary.youPay')} readOnly>
            <Money amount={summary.pay} currency={summary.from} />
          </Cell>
          <Cell subhead={t('orders.summary.youReceive')} readOnly>
            <Money amount={summary.receive} currency={summary.to} />
          </Cell>
          {summary.rate && <RateRow {...summary.rate} />}
          <Cell subhead={t('orders.summary.fees')} readOnly>
            <FeeAmount amount={summary.feeTotal} currency={summary.from} />
          </Cell>
          {summary.destination && <WhereCells where={summary.destination} />}
        </Section>
      )}
      <div className="ui-row-actions ui-row-actions--stack">
        <Button size="l" stretched onClick={() => navigate(paths.wallet(walletId), { replace: true })}>
          {t('orders.result.followInHistory')}
        </Button>
        <Button size="l" stretched mode="plain" onClick={onNew}>
          {t('orders.result.newOrder')}
        </Button>
        <Button size="l" stretched mode="plain" onClick={() => navigate(paths.orderHistory(walletId))}>
          {t('history.entry.fromResult')}
        </Button>
      </div>
    </div>
  );
}
