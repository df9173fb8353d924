import { Cell } from '@telegram-apps/telegram-ui';
import { useState } from 'react';
import { t } from '../../../i18n';
import { formatRate } from '../../../lib/format';

/** A rate as the order summary holds it (summary.ts): 1 `fromSymbol` = `value` `toSymbol`. */
interface Rate {
  value: string | number | null | undefined;
  fromSymbol: string;
  toSymbol: string;
}

/** The rate as a row of a quote, a review or an order: its heading, and the line below. */
export function RateRow(rate: Rate) {
  return (
    <Cell subhead={t('orders.summary.rate')} readOnly>
      <RateLine {...rate} />
    </Cell>
  );
}

/** "1 BTC = 97,482.10 USDT"; a tap turns it round ("1 USDT = 0.00001026 BTC"). */
function RateLine({ value, fromSymbol, toSymbol }: Rate) {
  const [flip, setFlip] = useState(false);
  const line = formatRate(value, fromSymbol, toSymbol, flip);
  if (!line) return null;
  return (
    <button
      type="button"
      className="o-rate"
      data-testid="quote-rate"
      aria-label={t('orders.rate.turnRound', { rate: line.text })}
      onClick={() => setFlip((f) => !f)}
    >
      {/* A rate reads left to right in every language ("1 BTC = …" must not be mirrored). */}
      <bdi dir="ltr">{line.text}</bdi> <span aria-hidden="true">⇅</span>
    </button>
  );
}
