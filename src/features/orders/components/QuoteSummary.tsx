import type { CurrencyLike } from '../../../lib/format';
import { FormError } from '../../../ui/FormError';
import { QuoteCard, type QuoteCardProps } from './QuoteCard';

/** The quote of a flow, preceded by the sentence saying the total is over the balance, if it is. */
export function QuoteSummary({
  calc,
  from,
  to = from,
  overBalance = null,
}: {
  calc: Pick<QuoteCardProps, 'result' | 'loading' | 'error' | 'retry'>;
  from: CurrencyLike | null | undefined;
  to?: CurrencyLike | null | undefined;
  /** The over-balance sentence when the quote exceeds the balance, else null. */
  overBalance?: string | null;
}) {
  return (
    <>
      {overBalance && <FormError text={overBalance} />}
      <QuoteCard {...calc} from={from} to={to} />
    </>
  );
}
