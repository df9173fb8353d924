/**
 * A fee as the user reads it: the amount in the currency it is charged in, then what that is
 * worth in the base currency when it differs ("0.00001 BTC ≈ $0.97"), from the platform's rates
 * (lib/base-value: one cached request for every fee on every screen).
 */
import { useBaseValue } from '../lib/base-value';
import type { CurrencyLike } from '../lib/format';
import { Money } from './Money';

/** The code a currency's value is looked up by: its ISO code, else its ticker. */
const codeOf = (c: CurrencyLike | string) =>
  typeof c === 'string' ? c : c.meta?.code || c.meta?.symbol || c.symbol || '';

export function FeeAmount({
  amount,
  currency,
  testId,
}: {
  amount: string | number | null | undefined;
  currency: CurrencyLike | string;
  testId?: string;
}) {
  const inBase = useBaseValue()(amount, codeOf(currency));
  return (
    <>
      <Money amount={amount} currency={currency} data-testid={testId} />
      {inBase && ' '}
      {inBase && (
        // Quieter than the fee (the amount field's currency colour: no stylesheet of its own, which
        // would join the first screen's), and kept on one line like an amount.
        <span
          className="ui-amount__currency ui-money ui-ltr"
          dir="ltr"
          data-testid={testId ? `${testId}-base` : undefined}
        >
          {inBase}
        </span>
      )}
    </>
  );
}
