import type { SandboxContext } from '../server/context.ts';

/** Counterparty and destination rows (tables `counterparties`, `counterparty_destinations`). */
export interface CounterpartyRow {
  id: string;
  wallet_id: string;
  name: string;
  email: string;
  phone: string;
  nickname: string | null;
  type: 'INDIVIDUAL' | 'BUSINESS';
  is_pinned: boolean;
  is_self: boolean;
  created_at: string;
  updated_at: string;
}

export interface BankAddressRow {
  id: string;
  street1: string | null;
  street2: string | null;
  city: string | null;
  postcode: string | null;
  description: string | null;
  state_id: number | null;
  country_id: number | null;
}

export interface BankingRow {
  id: string;
  bank_name: string | null;
  note: string | null;
  account_number: string | null;
  routing_number: string | null;
  swift_bic: string | null;
  iban: string | null;
  address: BankAddressRow | null;
}

export interface CryptoRow {
  id: string;
  address: string;
  currency_id: string;
  memo: string | null;
}

export interface DestinationRow {
  id: string;
  wallet_id: string;
  counterparty_account_id: string;
  nickname: string | null;
  /** Stored as FEDWIRE when a client sends the former name DOMESTIC_WIRE. */
  type: string;
  external_banking_data: BankingRow | null;
  external_crypto_data: CryptoRow | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export const counterpartyTable = (ctx: SandboxContext) => ctx.store.table<CounterpartyRow>('counterparties');
export const destinationTable = (ctx: SandboxContext) =>
  ctx.store.table<DestinationRow>('counterparty_destinations');
