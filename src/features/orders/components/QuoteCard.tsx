import { Cell, Section, Skeleton } from '@telegram-apps/telegram-ui';
import type { CalcResult } from '../../../api/types';
import { formatMoney } from '../../../lib/format';
import { isZero, tryNormalize } from '../../../lib/money';

/** The live quote: rate, every fee kind the wire gives, and what arrives. Amounts stay strings. */
export interface QuoteCardProps {
  result: CalcResult | null;
  loading: boolean;
  error: string | null;
  /** Decimals to show per side. */
  fromDecimals: number;
  toDecimals: number;
}

const FEE_ROWS: { key: keyof CalcResult; label: string }[] = [
  { key: 'comission', label: 'Commission' },
  { key: 'transaction_fee', label: 'Transaction fee' },
  { key: 'network_fee', label: 'Network fee' },
  { key: 'base_markup', label: 'Exchange markup (in the rate)' },
];

export function QuoteCard({ result, loading, error, fromDecimals, toDecimals }: QuoteCardProps) {
  if (error) {
    return (
      <Section header="Quote">
        <p className="o-quote-error" role="alert">
          {error}
        </p>
      </Section>
    );
  }
  if (!result) {
    return loading ? (
      <Section header="Quote">
        <Skeleton visible>
          <Cell subhead="Rate">…</Cell>
        </Skeleton>
      </Section>
    ) : null;
  }
  const money = (v: unknown, symbol: string, decimals: number) =>
    formatMoney(tryNormalize(v as string) ?? '0', { currency: symbol, decimals });
  const sameCurrency = result.from_currency === result.to_currency;
  return (
    <Section header={loading ? 'Quote · updating…' : 'Quote'} aria-busy={loading} data-testid="quote">
      {!sameCurrency && (
        <Cell subhead="Rate" readOnly>
          1 {result.from_symbol} = {tryNormalize(result.rate) ?? String(result.rate)} {result.to_symbol}
        </Cell>
      )}
      {FEE_ROWS.filter((r) => !isZero(tryNormalize(result[r.key] as string) ?? '0')).map((r) => (
        <Cell key={r.key} subhead={r.label} readOnly>
          {money(result[r.key], result.from_symbol, fromDecimals)}
        </Cell>
      ))}
      <Cell subhead="Total fees" readOnly>
        {money(result.fees, result.from_symbol, fromDecimals)}
      </Cell>
      <Cell subhead="You pay" readOnly>
        <span data-testid="quote-pay">{money(result.from_amount, result.from_symbol, fromDecimals)}</span>
      </Cell>
      <Cell subhead="You receive" readOnly>
        <strong data-testid="quote-receive">
          {money(result.result_amount, result.to_symbol, toDecimals)}
        </strong>
      </Cell>
    </Section>
  );
}
