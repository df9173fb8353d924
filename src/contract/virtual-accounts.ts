/**
 * Virtual accounts — core service (API.md §14). `account_details` keys are camelCase on the wire
 * (the one documented exception to snake_case).
 */
import * as z from 'zod';
import { Currency } from './common.ts';
import { bool, countPage, filled, int, iso, money, route, str, uuid } from './wire.ts';

export const CreateVirtualAccountBody = z.strictObject({ wallet_id: uuid, va_programs_id: filled(64) });

export const CreatedVirtualAccount = z.strictObject({ id: str });

export const VirtualAccountsQuery = z.strictObject({
  limit: int,
  offset: int,
  /** Some core lists also send `pagination=true` (API.md §1.5). */
  pagination: bool.optional(),
});

export const VAProgramsQuery = z.strictObject({
  wallet_id: uuid,
  offset: int,
  limit: int,
  pagination: bool.optional(),
});

export const VARailAccount = z.strictObject({ accountNumber: str, routingNumber: str });

/** camelCase keys on the wire. */
export const VAAccountDetails = z.strictObject({
  bankName: str,
  bankAddress: str,
  swiftCode: str,
  beneficiary: z.strictObject({ name: str, address: str }),
  ach: VARailAccount.optional(),
  rtp: VARailAccount.optional(),
  wire: VARailAccount.optional(),
  swift: VARailAccount.optional(),
});

export const VACurrency = z.strictObject({ uuid, name: str, symbol: str, type: str, icon: str.nullable() });

export const VAProgram = z.strictObject({
  id: str,
  code: str,
  name: str,
  description: str,
  status: str,
  tenant_id: str,
  kyc_rails_id: str,
  integration_vendors_id: str,
  account_currency_id: str,
  destination_currency_id: str,
  icon: str.nullable(),
  vendor_id: str.nullable(),
  consent_text: str.nullable(),
  is_hidden: bool,
  integration_vendor: z.strictObject({ id: str, code: str, name: str }),
  account_currency_details: VACurrency,
  destination_currency_details: VACurrency,
  virtual_accounts_programs_order_types: z.array(
    z.strictObject({
      order_type_id: str,
      order_type: z.strictObject({ id: str, description: str.nullable() }),
    }),
  ),
});
export type VAProgram = z.output<typeof VAProgram>;

export const InstructionAddress = z.strictObject({
  address_line1: str,
  address_line2: str,
  city: str,
  state: str,
  postal_code: str,
  country_code: str,
});
export type InstructionAddress = z.output<typeof InstructionAddress>;

const instructionCommon = {
  account_number: str,
  institution_name: str,
  asset_type_id: str,
  memo: str,
  account_holder_name: str.optional(),
  account_routing_number: str.optional(),
  swift_bic: str.optional(),
  iban: str.optional(),
  sort_code: str.optional(),
  account_holder_address: InstructionAddress.optional(),
  institution_address: InstructionAddress.optional(),
};
const withAddresses = { institution_address: InstructionAddress, account_holder_address: InstructionAddress };

/** `instruction_type` selects which optional keys become mandatory (§14.1). */
export const DepositInstruction = z.discriminatedUnion('instruction_type', [
  z.strictObject({
    ...instructionCommon,
    instruction_type: z.enum(['ACH', 'SEPA_CT', 'CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL']),
  }),
  z.strictObject({
    ...instructionCommon,
    ...withAddresses,
    instruction_type: z.literal('FEDWIRE'),
    account_holder_name: str,
    account_routing_number: str,
  }),
  z.strictObject({
    ...instructionCommon,
    ...withAddresses,
    instruction_type: z.literal('SWIFT'),
    swift_bic: str,
  }),
  z.strictObject({
    ...instructionCommon,
    ...withAddresses,
    instruction_type: z.literal('SEPA'),
    iban: str,
    swift_bic: str,
  }),
  z.strictObject({
    ...instructionCommon,
    ...withAddresses,
    instruction_type: z.enum(['CHAPS', 'FPS']),
    account_holder_name: str,
    sort_code: str,
  }),
]);
export type DepositInstruction = z.output<typeof DepositInstruction>;

const virtualAccountBase = {
  id: str,
  status: str,
  va_programs_id: str,
  integration_vendor_id: str,
  vendor_account_id: str,
  wallet_id: uuid,
  created_at: iso,
  balance: money,
  total_balance: money,
  destination_address: str,
  account_details: VAAccountDetails,
  virtual_accounts_program: VAProgram,
  deposit_instructions: z.array(DepositInstruction).optional(),
};

/** List item: currencies are full objects. */
export const VirtualAccountListItem = z.strictObject({
  ...virtualAccountBase,
  account_currency: Currency,
  destination_currency: Currency,
});
export type VirtualAccountListItem = z.output<typeof VirtualAccountListItem>;

/** Detail: currencies are plain strings. */
export const VirtualAccountDetail = z.strictObject({
  ...virtualAccountBase,
  account_currency: str,
  destination_currency: str,
  order_types: z.array(str),
  crypto_deposit_details: z.array(z.strictObject({ currency_id: uuid, deposit_address: str, chain_id: int })),
});
export type VirtualAccountDetail = z.output<typeof VirtualAccountDetail>;

export const VirtualAccountList = countPage(VirtualAccountListItem);

export const VAProgramList = countPage(VAProgram);

export const virtualAccountRoutes = {
  create: route({
    service: 'core',
    method: 'POST',
    path: '/virtual_account',
    body: CreateVirtualAccountBody,
    response: CreatedVirtualAccount,
  }),
  list: route({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/list/{wallet_uuid}',
    query: VirtualAccountsQuery,
    response: VirtualAccountList,
  }),
  get: route({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/{uuid}',
    response: VirtualAccountDetail,
  }),
  programs: route({
    service: 'core',
    method: 'GET',
    path: '/virtual_account/programs/list',
    query: VAProgramsQuery,
    response: VAProgramList,
  }),
};
