/** System lists and tenant config — service v2 (API.md §6). */
import type { Chain, Country, Currency, State, ThemeMode } from './common';

export interface CurrenciesQuery {
  is_crypto?: boolean;
  chain_id?: number;
  symbol?: string;
}

/** ⚠#3: the contract sends `total`; older client typing read `count`. Read either. */
export interface CurrencyList {
  total: number;
  count?: number;
  data: Currency[];
}

/** ⚠#3, as for currencies. */
export interface ChainList {
  total: number;
  count?: number;
  data: Chain[];
  has_more: boolean;
}

export interface CountryList {
  total: number;
  data: Country[];
}

export interface StateList {
  total: number;
  data: State[];
}

export interface SystemConfig {
  default_theme_mode: ThemeMode;
  theme_switch: boolean;
  enable_kyc: boolean;
  enable_exchange: boolean;
  enable_auto_exchange: boolean;
  enable_crypto_withdrawal: boolean;
  enable_referral_program: boolean;
  tg_bot_name: string | null;
  base_currency: string;
  metrics_data?: { yandex_metric_id?: string; google_analytics_id?: string } | null;
}
