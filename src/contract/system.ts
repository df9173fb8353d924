/** System lists and tenant config — service v2 (API.md §6). */
import * as z from 'zod';
import { Chain, Country, Currency, State } from './common.ts';
import { THEME_MODES } from './values/common.ts';
import { bool, int, route, str, text } from './wire.ts';

export const CurrenciesQuery = z.strictObject({
  is_crypto: bool.optional(),
  chain_id: int.optional(),
  symbol: text(32).optional(),
});

/** ⚠#3: the contract sends `total`; older client typing read `count`. Read either. */
export const CurrencyList = z.strictObject({ total: int, count: int.optional(), data: z.array(Currency) });

/** ⚠#3, as for currencies. */
export const ChainList = z.strictObject({
  total: int,
  count: int.optional(),
  data: z.array(Chain),
  has_more: bool,
});

export const CountryList = z.strictObject({ total: int, data: z.array(Country) });

export const StateList = z.strictObject({ total: int, data: z.array(State) });

export const SystemConfig = z.strictObject({
  default_theme_mode: z.enum(THEME_MODES),
  theme_switch: bool,
  enable_kyc: bool,
  enable_exchange: bool,
  enable_auto_exchange: bool,
  enable_crypto_withdrawal: bool,
  enable_referral_program: bool,
  tg_bot_name: str.nullable(),
  base_currency: str,
  metrics_data: z
    .strictObject({ yandex_metric_id: str.optional(), google_analytics_id: str.optional() })
    .nullable()
    .optional(),
});
export type SystemConfig = z.output<typeof SystemConfig>;

const get = <P extends string, R extends z.ZodType>(path: P, response: R) =>
  route({ service: 'v2', method: 'GET', path, response });

export const systemRoutes = {
  currencies: route({ ...get('/system/currencies', CurrencyList), query: CurrenciesQuery }),
  chains: get('/system/chains', ChainList),
  countries: get('/system/countries', CountryList),
  states: route({
    ...get('/system/states/{country_id}', StateList),
    params: z.strictObject({ country_id: int }),
  }),
  /** Current tenant-config route. */
  config: get('/system/config', SystemConfig),
  /** Legacy route of the same config; SPEC §7 says our client reads this one (⚠#12). */
  tenantConfig: get('/tenants/config', SystemConfig),
};
