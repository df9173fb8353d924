import { useState } from 'react';
import { t } from '../../../i18n';
import { formatRate } from '../../../lib/format';

/** "1 BTC = 97,482.10 USDT"; a tap turns it round ("1 USDT = 0.00001026 BTC"). */
export function RateLine({
  rate,
  fromSymbol,
  toSymbol,
}: {
  rate: string | number | null | undefined;
  fromSymbol: string;
  toSymbol: string;
}) {
  const [flip, setFlip] = useState(false);
  const line = formatRate(rate, fromSymbol, toSymbol, flip);
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
