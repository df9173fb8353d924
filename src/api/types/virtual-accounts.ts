/**
 * Virtual accounts — core service (API.md §14). `account_details` keys are camelCase on the wire
 * (the one documented exception to snake_case).
 */
import type { Currency, IsoDate, PageQuery, Uuid, WireAmount } from './common';
import { PAYMENT_METHODS, type PaymentMethod } from './orders';

/** Same nine values as PaymentMethod. */
export const DEPOSIT_INSTRUCTION_TYPES = PAYMENT_METHODS;
export type DepositInstructionType = PaymentMethod;

export interface CreateVirtualAccountBody {
  wallet_id: Uuid;
  va_programs_id: string;
}

export interface CreatedVirtualAccount {
  id: string;
}

export interface VirtualAccountsQuery extends PageQuery {
  limit: number;
  offset: number;
  /** Some core lists also send `pagination=true` (API.md §1.5). */
  pagination?: boolean;
}

export interface VAProgramsQuery extends PageQuery {
  wallet_id: Uuid;
  offset: number;
  limit: number;
  pagination?: boolean;
}

export interface VARailAccount {
  accountNumber: string;
  routingNumber: string;
}

/** camelCase keys on the wire. */
export interface VAAccountDetails {
  bankName: string;
  bankAddress: string;
  swiftCode: string;
  beneficiary: { name: string; address: string };
  ach?: VARailAccount;
  rtp?: VARailAccount;
  wire?: VARailAccount;
  swift?: VARailAccount;
}

export interface VACurrency {
  uuid: Uuid;
  name: string;
  symbol: string;
  type: string;
  icon: string | null;
}

export interface VAProgram {
  id: string;
  code: string;
  name: string;
  description: string;
  status: string;
  tenant_id: string;
  kyc_rails_id: string;
  integration_vendors_id: string;
  account_currency_id: string;
  destination_currency_id: string;
  icon: string | null;
  vendor_id: string | null;
  consent_text: string | null;
  is_hidden: boolean;
  integration_vendor: { id: string; code: string; name: string };
  account_currency_details: VACurrency;
  destination_currency_details: VACurrency;
  virtual_accounts_programs_order_types: {
    order_type_id: string;
    order_type: { id: string; description: string | null };
  }[];
}

export interface InstructionAddress {
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country_code: string;
}

interface DepositInstructionCommon {
  account_number: string;
  institution_name: string;
  asset_type_id: string;
  memo: string;
  account_holder_name?: string;
  account_routing_number?: string;
  swift_bic?: string;
  iban?: string;
  sort_code?: string;
  account_holder_address?: InstructionAddress;
  institution_address?: InstructionAddress;
}

type WithAddresses = { institution_address: InstructionAddress; account_holder_address: InstructionAddress };

/** `instruction_type` selects which optional keys become mandatory (§14.1). */
export type DepositInstruction = DepositInstructionCommon &
  (
    | { instruction_type: 'ACH' | 'SEPA_CT' | 'CRYPTO_EXTERNAL' | 'CRYPTO_INTERNAL' }
    | ({
        instruction_type: 'FEDWIRE';
        account_holder_name: string;
        account_routing_number: string;
      } & WithAddresses)
    | ({ instruction_type: 'SWIFT'; swift_bic: string } & WithAddresses)
    | ({ instruction_type: 'SEPA'; iban: string; swift_bic: string } & WithAddresses)
    | ({ instruction_type: 'CHAPS' | 'FPS'; account_holder_name: string; sort_code: string } & WithAddresses)
  );

interface VirtualAccountBase {
  id: string;
  status: string;
  va_programs_id: string;
  integration_vendor_id: string;
  vendor_account_id: string;
  wallet_id: Uuid;
  created_at: IsoDate;
  balance: WireAmount;
  total_balance: WireAmount;
  destination_address: string;
  account_details: VAAccountDetails;
  virtual_accounts_program: VAProgram;
  deposit_instructions?: DepositInstruction[];
}

/** List item: currencies are full objects. */
export interface VirtualAccountListItem extends VirtualAccountBase {
  account_currency: Currency;
  destination_currency: Currency;
}

/** Detail: currencies are plain strings. */
export interface VirtualAccountDetail extends VirtualAccountBase {
  account_currency: string;
  destination_currency: string;
  order_types: string[];
  crypto_deposit_details: { currency_id: Uuid; deposit_address: string; chain_id: number }[];
}

export interface VirtualAccountList {
  count: number;
  has_more: boolean;
  data: VirtualAccountListItem[];
}

export interface VAProgramList {
  data: VAProgram[];
  count: number;
  has_more: boolean;
}
