import { Button, Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import type { CalcResult } from '../../../api/types';
import { t } from '../../../i18n';
import type { CurrencyLike } from '../../../lib/format';
import { FeeAmount } from '../../../ui/FeeAmount';
import { Money } from '../../../ui/Money';
import { quoteFees } from '../quote/fees';
import { RateRow } from './RateRow';

/**
 * The live quote: rate (readable way round, tap to invert), every fee, their total, what is paid
 * and what arrives — each amount at its currency's render_decimal. Amounts stay strings.
 */
export interface QuoteCardProps {
  result: CalcResult | null;
  loading: boolean;
  error: string | null;
  /** The currencies of both sides (display decimals come from their render_decimal). */
  from: CurrencyLike | null | undefined;
  to: CurrencyLike | null | undefined;
  /** Asks for the quote again; null when asking again cannot help (no rate for the pair). */
  retry?: (() => void) | null;
}

/** A side's currency for display: the platform Currency when known, else the quote's symbol. */
export const sideCurrency = (c: CurrencyLike | null | undefined, symbol: string): CurrencyLike | string =>
  c ?? symbol;

export function QuoteCard({ result, loading, error, from, to, retry = null }: QuoteCardProps) {
  if (error) {
    // No figure beside the error: the calculator dropped the quote it had (another amount's).
    return (
      <Section header={t('orders.quote.title')} data-testid="quote-failed">
        <p className="ui-form-error" role="alert">
          {error}
        </p>
        {retry && (
          <div className="ui-row-actions">
            <Button size="m" mode="bezeled" loading={loading} onClick={retry}>
              {t('common.action.tryAgain')}
            </Button>
          </div>
        )}
      </Section>
    );
  }
  if (!result) {
    return loading ? (
      <Section header={t('orders.quote.title')}>
        <Skeleton visible>
          <Cell subhead={t('orders.summary.rate')}>…</Cell>
        </Skeleton>
      </Section>
    ) : null;
  }
  const fromC = sideCurrency(from, result.from_symbol);
  const toC = sideCurrency(to, result.to_symbol);
  const fees = quoteFees(result);
  const sameCurrency = result.from_currency === result.to_currency;
  return (
    <Section
      header={loading ? t('orders.quote.updating') : t('orders.quote.title')}
      aria-busy={loading}
      data-testid="quote"
    >
      {!sameCurrency && (
        <RateRow value={result.rate} fromSymbol={result.from_symbol} toSymbol={result.to_symbol} />
      )}
      {fees.rows.map((r) => (
        <Cell key={r.key} subhead={r.label} readOnly>
          <Money amount={r.amount} currency={fromC} />
        </Cell>
      ))}
      <Cell subhead={t('orders.summary.totalFees')} readOnly>
        <FeeAmount amount={fees.total} currency={fromC} testId="quote-fees-total" />
      </Cell>
      {fees.markup && (
        <Cell subhead={fees.markup.label} readOnly>
          <Money amount={fees.markup.amount} currency={fromC} />
        </Cell>
      )}
      <Cell subhead={t('orders.summary.youPay')} readOnly>
        <Money amount={result.from_amount} currency={fromC} data-testid="quote-pay" />
      </Cell>
      <Cell subhead={t('orders.summary.youReceive')} readOnly>
        <strong>
          <Money amount={result.result_amount} currency={toC} data-testid="quote-receive" />
        </strong>
      </Cell>
    </Section>
  );
}
