/** Shapes shared by several domains (API.md §3): currencies, chains, countries, states, billed amounts. */
import * as z from 'zod';
import { CURRENCY_TYPES } from './values/common.ts';
import { bool, int, iso, money, num, str, uuid } from './wire.ts';

const currencyBase = {
  uuid,
  decimal: int.nullable(),
  render_decimal: int,
  is_memo: bool.nullable(),
  is_stablecoin: bool,
  is_enabled: bool,
  /** May be null (v2 contract). */
  type: z.enum(CURRENCY_TYPES).nullable(),
};
const currencyMetaBase = { icon: str, name: str, symbol: str, description: str };

export const CryptoCurrency = z.strictObject({
  ...currencyBase,
  is_crypto: z.literal(true),
  meta: z.strictObject({ ...currencyMetaBase, chain_id: int, contract: str, chain_name: str }),
});
export type CryptoCurrency = z.output<typeof CryptoCurrency>;

export const FiatCurrency = z.strictObject({
  ...currencyBase,
  is_crypto: z.literal(false),
  meta: z.strictObject({ ...currencyMetaBase, code: str, iso_code: int, sign: str }),
});
export type FiatCurrency = z.output<typeof FiatCurrency>;

/** §3.1: a tagged union on `is_crypto`. */
export const Currency = z.discriminatedUnion('is_crypto', [CryptoCurrency, FiatCurrency]);
export type Currency = z.output<typeof Currency>;

/** Currency as embedded in orders (§3.2). */
export const SimplifiedCurrency = z.strictObject({
  uuid,
  name: str,
  symbol: str,
  decimal: int,
  icon: str.nullable().optional(),
});
export type SimplifiedCurrency = z.output<typeof SimplifiedCurrency>;

export const Chain = z.strictObject({
  /** Used as the `{chain}` segment of wallet address paths. */
  id: int,
  name: str,
  symbol: str.nullable(),
  is_beta: bool.nullable(),
});
export type Chain = z.output<typeof Chain>;

/** §3.3: all keys present, nullable as marked. */
export const Country = z.strictObject({
  id: int,
  flag: int,
  name: str,
  capital: str.nullable(),
  currency: str.nullable(),
  currency_name: str.nullable(),
  currency_symbol: str.nullable(),
  emoji: str.nullable(),
  emojiU: str.nullable(),
  iso2: str.nullable(),
  iso3: str.nullable(),
  numeric_code: str.nullable(),
  phonecode: str.nullable(),
  tld: str.nullable(),
  nationality: str.nullable(),
  native: str.nullable(),
  region: str.nullable(),
  subregion: str.nullable(),
  wikiDataId: str.nullable(),
  latitude: num.nullable(),
  longitude: num.nullable(),
  region_id: int.nullable(),
  subregion_id: int.nullable(),
  timezones: z.array(z.record(z.string(), z.unknown())).nullable(),
  translations: z.array(z.record(z.string(), z.unknown())).nullable(),
  /** Only on the form embedded in addresses. */
  created_at: iso.nullable().optional(),
  updated_at: iso.optional(),
});
export type Country = z.output<typeof Country>;

export const State = z.strictObject({
  id: int,
  country_id: int,
  flag: int,
  name: str,
  country_code: str,
  fips_code: str.nullable(),
  iso2: str.nullable(),
  type: str.nullable(),
  native: str.nullable(),
  wikiDataId: str.nullable(),
  level: int.nullable(),
  parent_id: int.nullable(),
  latitude: num.nullable(),
  longitude: num.nullable(),
  created_at: iso.nullable(),
  updated_at: iso,
});
export type State = z.output<typeof State>;

/**
 * An amount as the card network billed it and as it was transacted, each with its currency: a card
 * transaction (§12.4) and the metas of card top-ups and second-generation orders (§15.2, §16.3).
 */
export const billedAmounts = {
  billing_amount: money,
  billing_currency: str,
  transaction_amount: money,
  transaction_currency: str,
};
