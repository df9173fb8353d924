/**
 * An amount as text: `<Money amount="12.5" currency={usd} />` → `$12.50` (`1 234,50 $` in Russian).
 * With `direction` the amount gets an explicit sign and colour (incoming green `+`, outgoing `−`),
 * for transaction rows. The amount is a left-to-right isolate: inside an Arabic or Persian line its
 * sign, digits and currency keep their order and do not reorder the words around them.
 */
import type { HTMLAttributes } from 'react';
import { type CurrencyLike, formatCurrencyAmount, formatMoney } from '../lib/format';
import { abs, neg, tryNormalize } from '../lib/money';
import './ui.css';

export interface MoneyProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  amount: string | number | null | undefined;
  /** A platform Currency (fiat by code, crypto by symbol at render_decimal) or a code/ticker string. */
  currency?: CurrencyLike | string | null;
  /** Overrides the currency's display decimals. */
  decimals?: number;
  /** `in` shows `+` in green, `out` shows `-`; the amount's own sign is ignored then. */
  direction?: 'in' | 'out';
  /** Colour by sign without a direction (negative red, positive green). */
  colored?: boolean;
}

export function Money({ amount, currency, decimals, direction, colored, className, ...rest }: MoneyProps) {
  let value = tryNormalize(amount);
  if (value !== null && direction) value = direction === 'in' ? abs(value) : neg(abs(value));
  const sign = direction ? 'always' : 'auto';
  const text =
    typeof currency === 'string' || !currency
      ? formatMoney(value, { currency: currency || undefined, decimals, sign })
      : formatCurrencyAmount(
          value,
          decimals === undefined ? currency : { ...currency, render_decimal: decimals },
          {
            sign,
          },
        );
  const tone =
    value === null || (!direction && !colored)
      ? ''
      : value.startsWith('-')
        ? ' ui-money--out'
        : value === '0'
          ? ''
          : ' ui-money--in';
  return (
    <span className={`ui-money ui-ltr${tone}${className ? ` ${className}` : ''}`} dir="ltr" {...rest}>
      {text}
    </span>
  );
}
