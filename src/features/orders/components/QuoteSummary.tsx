import type { CurrencyLike } from '../../../lib/format';
import { FormError } from './FormError';
import { QuoteCard } from './QuoteCard';

/** The quote of a flow, preceded by the sentence saying the total is over the balance, if it is. */
export function QuoteSummary({
  calc,
  from,
  to = from,
  overBalance = null,
}: {
  calc: { result: Parameters<typeof QuoteCard>[0]['result']; loading: boolean; error: string | null };
  from: CurrencyLike | null | undefined;
  to?: CurrencyLike | null | undefined;
  /** The over-balance sentence when the quote exceeds the balance, else null. */
  overBalance?: string | null;
}) {
  return (
    <>
      {overBalance && <FormError text={overBalance} />}
      <QuoteCard result={calc.result} loading={calc.loading} error={calc.error} from={from} to={to} />
    </>
  );
}
