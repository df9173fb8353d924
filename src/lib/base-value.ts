import { exchangeApi } from '../api/endpoints/exchange';
import { formatMoney } from './format';
import { cmp, div, tryNormalize } from './money';
import { endpointQuery } from './server-state/client';
import { currenciesQuery } from './server-state/shared-queries';
import { useRead } from './server-state/use-read';
import { useBaseCurrency } from './tenant-config';

/**
 * What an amount in another currency is worth in the tenant's base currency (the one the totals
 * are in), for fees shown in crypto units: "0.00001 BTC ≈ $0.97". From the platform's own rates
 * (GET /exchange/, into the base currency): one request for every currency, shared by every row
 * and screen through the query cache; the config and the currency list are the ones other screens
 * read already. Rates are those of an exchange on the platform (EXCHANGE_CRYPTO_INTERNAL), the
 * price the user would actually get; an approximation, hence "≈". Nothing is shown while they load,
 * for a currency without a rate, or for an amount already in the base currency.
 */
const TEN_MINUTES = 10 * 60_000;
const RATES_TYPE = 'EXCHANGE_CRYPTO_INTERNAL';

export type BaseValue = (
  amount: string | number | null | undefined,
  code: string | null | undefined,
) => string | null;

/** The pricing itself: `rates` are the platform's rows into `base` (`from` ticker, `rate` base per one). */
export function baseValue(
  base: string | null | undefined,
  rates: readonly { from: string; rate: string }[] | undefined,
): BaseValue {
  const to = base?.toUpperCase();
  return (amount, code) => {
    const value = tryNormalize(amount as string | null | undefined);
    const from = code?.toUpperCase();
    if (!to || !value || !from || from === to || cmp(value, '0') <= 0) return null;
    // One rate per ticker: a token on several chains is priced the same on each.
    const rate = tryNormalize(rates?.find((r) => r.from.toUpperCase() === from)?.rate);
    if (!rate || cmp(rate, '0') <= 0) return null;
    // value × rate as value ÷ (1 / rate), to 30 places: the first screen already carries `div`,
    // and `mul` would be added to it for this lazily loaded line.
    const worth = div(value, div('1', rate, 30, 'half-up'), 8, 'half-up');
    return `≈ ${formatMoney(worth, { currency: to, rounding: 'half-up' })}`;
  };
}

export function useBaseValue(): BaseValue {
  const base = useBaseCurrency().currency ?? null;
  const currencies = useRead(currenciesQuery(!!base));
  const baseId = currencies.data?.data.find((c) => !c.is_crypto && c.meta.code.toUpperCase() === base)?.uuid;
  const rates = useRead(
    endpointQuery(exchangeApi.rates, baseId ? { query: { order_type: RATES_TYPE, to_uuid: baseId } } : null, {
      staleMs: TEN_MINUTES / 2,
    }),
  );
  return baseValue(base, rates.data);
}
