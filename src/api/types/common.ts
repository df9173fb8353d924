/**
 * Shapes shared by several domains (API.md §1.5, §2, §3). Wire keys are snake_case exactly as
 * API.md writes them; nothing here is renamed for the UI.
 */

/** A string holding a UUID. */
export type Uuid = string;
/** A string holding an ISO-8601 timestamp. */
export type IsoDate = string;

/**
 * A money amount in an ANSWER. API.md types amounts as JSON numbers; the one parser
 * (shared/wire-json.ts) hands money fields to the app as canonical decimal strings, from the
 * number's source text where the engine allows. The type stays wide for values built by hand.
 * UI code goes through src/lib/money.ts and never does arithmetic on the raw value.
 */
export type WireAmount = number | string;

/**
 * A money amount in a REQUEST body field that API.md types as `number`: the decimal digits, written
 * as a JSON number literal by the one serializer (`wireNumber('1000.25')` → `"amount":1000.25`).
 * A plain string or a JS float does not type-check here.
 */
export type { WireNumber } from '../../shared/wire-json';

/** API.md "Enum or string": the known values, plus any string the platform may add later. */
export type OpenEnum<E extends string> = E | (string & {});

export const APP_ENVIRONMENTS = ['web', 'telegram'] as const;
export type AppEnvironment = (typeof APP_ENVIRONMENTS)[number];

export const SORT_ORDERS = ['ASC', 'DESC'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Client-side request state only; never on the wire. */
export const REQUEST_STATUSES = ['none', 'pending', 'fulfilled', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const CURRENCY_TYPES = ['token', 'native', 'fiat'] as const;
export type CurrencyType = (typeof CURRENCY_TYPES)[number];

export const THEME_MODES = ['dark', 'light'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

// ---- pagination (§1.5) ----

/** Offset pagination; client defaults are limit 10, offset 0. */
export interface PageQuery {
  limit?: number;
  offset?: number;
}

export const DEFAULT_PAGE_LIMIT = 10;
export const DEFAULT_PAGE_OFFSET = 0;

/** `{ total, data, has_more }` — v2 lists. */
export interface TotalPage<T> {
  total: number;
  data: T[];
  has_more: boolean;
}

/** `{ count, data, has_more }` — core issuing / virtual-account / v2 order lists. */
export interface CountPage<T> {
  count: number;
  data: T[];
  has_more: boolean;
}

// ---- currencies and chains (§3.1, §3.2) ----

interface CurrencyMetaBase {
  icon: string;
  name: string;
  symbol: string;
  description: string;
}

export interface CryptoCurrencyMeta extends CurrencyMetaBase {
  chain_id: number;
  contract: string;
  chain_name: string;
}

export interface FiatCurrencyMeta extends CurrencyMetaBase {
  code: string;
  iso_code: number;
  sign: string;
}

interface CurrencyBase {
  uuid: Uuid;
  decimal: number | null;
  render_decimal: number;
  is_memo: boolean | null;
  is_stablecoin: boolean;
  is_enabled: boolean;
  /** May be null (v2 contract). */
  type: CurrencyType | null;
}

export interface CryptoCurrency extends CurrencyBase {
  is_crypto: true;
  meta: CryptoCurrencyMeta;
}

export interface FiatCurrency extends CurrencyBase {
  is_crypto: false;
  meta: FiatCurrencyMeta;
}

/** Tagged union on `is_crypto`. */
export type Currency = CryptoCurrency | FiatCurrency;

/** Currency as embedded in orders. */
export interface SimplifiedCurrency {
  uuid: Uuid;
  name: string;
  symbol: string;
  decimal: number;
  icon?: string | null;
}

export interface Chain {
  /** Used as the `{chain}` segment of wallet address paths. */
  id: number;
  name: string;
  symbol: string | null;
  is_beta: boolean | null;
}

// ---- countries and states (§3.3) ----

export interface Country {
  id: number;
  flag: number;
  name: string;
  capital: string | null;
  currency: string | null;
  currency_name: string | null;
  currency_symbol: string | null;
  emoji: string | null;
  emojiU: string | null;
  iso2: string | null;
  iso3: string | null;
  numeric_code: string | null;
  phonecode: string | null;
  tld: string | null;
  nationality: string | null;
  native: string | null;
  region: string | null;
  subregion: string | null;
  wikiDataId: string | null;
  latitude: number | null;
  longitude: number | null;
  region_id: number | null;
  subregion_id: number | null;
  timezones: object[] | null;
  translations: object[] | null;
  /** Only on the form embedded in addresses. */
  created_at?: IsoDate | null;
  updated_at?: IsoDate;
}

export interface State {
  id: number;
  country_id: number;
  flag: number;
  name: string;
  country_code: string;
  fips_code: string | null;
  iso2: string | null;
  type: string | null;
  native: string | null;
  wikiDataId: string | null;
  level: number | null;
  parent_id: number | null;
  latitude: number | null;
  longitude: number | null;
  created_at: IsoDate | null;
  updated_at: IsoDate;
}
