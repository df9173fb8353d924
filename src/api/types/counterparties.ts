/** Counterparties and their destinations — service v2 (API.md §8). */
import type { Country, CurrencyType, IsoDate, PageQuery, SortOrder, State, TotalPage, Uuid } from './common';

export const COUNTERPARTY_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export type CounterpartyType = (typeof COUNTERPARTY_TYPES)[number];

/**
 * The destination types our client SENDS. SPEC §3 names the domestic wire `DOMESTIC_WIRE`, and
 * SPEC decides over API.md; CHAPS and FPS come from API.md §2 (the platform serves them).
 */
export const COUNTERPARTY_DESTINATION_TYPES = [
  'DOMESTIC_WIRE',
  'ACH',
  'SWIFT',
  'SEPA',
  'CHAPS',
  'FPS',
  'CRYPTO_EXTERNAL',
  'CRYPTO_INTERNAL',
] as const;
export type CounterpartyDestinationType = (typeof COUNTERPARTY_DESTINATION_TYPES)[number];

/** What the platform may RETURN: `FEDWIRE` is the current name of `DOMESTIC_WIRE`. */
export type ReceivedDestinationType = CounterpartyDestinationType | 'FEDWIRE';

/** Map a platform-sent type to the client's name (FEDWIRE → DOMESTIC_WIRE). */
export function toClientDestinationType(type: ReceivedDestinationType): CounterpartyDestinationType {
  return type === 'FEDWIRE' ? 'DOMESTIC_WIRE' : type;
}

/** Types carrying `external_banking_data`. */
export const BANKING_DESTINATION_TYPES = [
  'DOMESTIC_WIRE',
  'ACH',
  'SWIFT',
  'SEPA',
  'CHAPS',
  'FPS',
] as const satisfies readonly CounterpartyDestinationType[];
export type BankingDestinationType = (typeof BANKING_DESTINATION_TYPES)[number];

/** Types carrying `external_crypto_data`. */
export const CRYPTO_DESTINATION_TYPES = [
  'CRYPTO_EXTERNAL',
  'CRYPTO_INTERNAL',
] as const satisfies readonly CounterpartyDestinationType[];
export type CryptoDestinationType = (typeof CRYPTO_DESTINATION_TYPES)[number];

export const COUNTERPARTY_SORT_FIELDS = ['created_at', 'type', 'name', 'nickname', 'email', 'phone'] as const;
export type CounterpartySortField = (typeof COUNTERPARTY_SORT_FIELDS)[number];

export const DESTINATION_SORT_FIELDS = ['created_at', 'type', 'nickname'] as const;
export type DestinationSortField = (typeof DESTINATION_SORT_FIELDS)[number];

export interface Counterparty {
  id: string;
  name: string;
  email: string;
  phone: string;
  nickname?: string | null;
  type: CounterpartyType;
  created_at: IsoDate;
  is_pinned: boolean;
  is_self: boolean;
}

export interface CounterpartyCreate {
  name: string;
  email: string;
  phone: string;
  type: CounterpartyType;
  nickname?: string | null;
  /** Default false. */
  is_pinned: boolean;
  /** Default false. */
  is_self: boolean;
}

/** No `type`: it cannot change. */
export interface CounterpartyUpdate {
  name?: string;
  email?: string;
  phone?: string;
  nickname?: string | null;
  is_self: boolean;
}

export interface CounterpartiesQuery extends PageQuery {
  sort_order?: SortOrder;
  sort_by?: CounterpartySortField;
  filter?: {
    email?: string;
    phone?: string;
    name?: string;
    nickname?: string;
    type?: CounterpartyType;
    created_at?: string;
    search?: string;
  };
}

/** ⚠#6: the client reads `{ total, data }`; the contract adds `has_more`. */
export type CounterpartyList = TotalPage<Counterparty>;

export interface DestinationsQuery extends PageQuery {
  sort_order?: SortOrder;
  sort_by?: DestinationSortField;
  filter?: { nickname?: string; type?: ReceivedDestinationType; created_at?: string };
}

export interface BankAddress {
  id?: string;
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  postcode?: string | null;
  description?: string | null;
  state_id?: number | null;
  country_id?: number | null;
}

export interface BankingData {
  bank_name: string | null;
  note: string | null;
  account_number?: string | null;
  routing_number?: string | null;
  swift_bic?: string | null;
  iban?: string | null;
  address?: BankAddress;
}

export interface CryptoData {
  /** Destination blockchain address. */
  address: string;
  /** A crypto Currency.uuid. */
  currency_id: Uuid;
  memo?: string | null;
}

export interface DestinationListItem {
  id: string;
  nickname: string | null;
  type: ReceivedDestinationType;
  created_at: IsoDate;
  external_banking_data?: BankingData;
  external_crypto_data?: CryptoData;
}

/** Currency as embedded in destinations. */
export interface CryptoEntity {
  uuid: Uuid;
  name: string;
  symbol: string;
  icon: string | null;
  chain: string | null;
  contract: string | null;
  decimal: number;
  render_decimal: number;
  is_crypto: boolean;
  is_stablecoin: boolean;
  is_memo: boolean;
  type: Exclude<CurrencyType, 'fiat'> | null;
  /** Same shape, nested. */
  meta: object;
}

export interface DestinationDetail
  extends Omit<DestinationListItem, 'external_banking_data' | 'external_crypto_data'> {
  external_banking_data?: BankingData & {
    address?: BankAddress & { country?: Country | null; state?: State | null };
  };
  external_crypto_data?: CryptoData & { currency: CryptoEntity | null };
}

export type DestinationList = TotalPage<DestinationListItem>;

/** The client sends only the block matching `type`. */
export type DestinationCreate =
  | {
      type: BankingDestinationType;
      nickname: string | null;
      external_banking_data: BankingData;
      external_crypto_data?: undefined;
    }
  | {
      type: CryptoDestinationType;
      nickname: string | null;
      external_crypto_data: CryptoData;
      external_banking_data?: undefined;
    };

export interface DestinationUpdate {
  nickname?: string | null;
}
