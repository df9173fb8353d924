/** Issuing: cards, sub-accounts, programs — core service (API.md §12, §13). */
import * as z from 'zod';
import { billedAmounts, FiatCurrency } from './common.ts';
import { SORT_ORDERS } from './values/common.ts';
import {
  CARD_FORM_FACTORS,
  CARD_SORT_FIELDS,
  CARD_STATUSES,
  CARD_TRANSACTION_STATUSES,
  CARD_TRANSACTION_TYPES,
  CARD_TYPES,
  ISSUING_PROGRAM_STATUSES,
  LIMIT_PERIODS,
  type LimitPeriod,
  SUB_ACCOUNT_STATUSES,
  SUB_ACCOUNT_TYPES,
} from './values/issuing.ts';
import { ORDER_TYPES } from './values/orders.ts';
import {
  bool,
  countPage,
  csv,
  emptyBody,
  filled,
  int,
  iso,
  money,
  notShown,
  openEnum,
  route,
  str,
  text,
  uuid,
} from './wire.ts';

// ---- shapes (§12.4) ----

export const Program = z.strictObject({
  id: str,
  name: str,
  brand: str,
  account_currency: str,
  kyc_rails_id: str,
  vendor_id: str,
  integration_vendor_id: str,
  description: str.nullable(),
  icon: str.nullable(),
  consent_text: str.nullable(),
  type: openEnum(CARD_TYPES),
  form_factor: openEnum(CARD_FORM_FACTORS),
  sub_account_type: openEnum(SUB_ACCOUNT_TYPES),
  max_cards: int,
  realtime_auth: bool,
  tokenizable: bool,
  card_issuing_fee: money.nullable(),
  card_monthly_fee: money.nullable(),
  initial_topup: money.nullable(),
  status: openEnum(ISSUING_PROGRAM_STATUSES).optional(),
  order_types: z.array(
    z.strictObject({ id: str, order_types_id: openEnum(ORDER_TYPES), issuing_programs_id: str }),
  ),
});
export type Program = z.output<typeof Program>;

type LimitsShape = { [P in LimitPeriod as `${P}_enabled`]: typeof bool } & {
  [P in LimitPeriod as `${P}_cap` | `${P}_spent`]: typeof money;
};
/** For each period P: `P_enabled`, `P_cap`, `P_spent` (18 keys). */
export const Limits = z.strictObject(
  Object.fromEntries(
    LIMIT_PERIODS.flatMap((p) => [
      [`${p}_enabled`, bool],
      [`${p}_cap`, money],
      [`${p}_spent`, money],
    ]),
  ) as LimitsShape,
);
export type Limits = z.output<typeof Limits>;

type LimitsUpdateShape = { [P in LimitPeriod as `${P}_cap`]: z.ZodOptional<typeof money> };
/** All optional numbers (§12.3): a cap can be set or changed, never sent as null. */
export const LimitsUpdate = z.strictObject(
  Object.fromEntries(LIMIT_PERIODS.map((p) => [`${p}_cap`, money.optional()])) as LimitsUpdateShape,
);
export type LimitsUpdate = z.input<typeof LimitsUpdate>;

export const SubAccountDetails = z.strictObject({
  iban: str,
  bank_name: str,
  swift_code: str,
  bank_address: str,
  receiver_name: str,
  payment_details: str,
  reference_number: str,
  registration_number: str,
});

export const SubAccountCryptoDetail = z.strictObject({
  currency_id: uuid,
  deposit_address: str,
  chain_id: int,
  memo: str.optional(),
});

/** Also called the card's "fiat account". */
export const SubAccount = z.strictObject({
  id: str,
  program_id: str,
  nick_name: str,
  wallet_id: uuid,
  type: openEnum(SUB_ACCOUNT_TYPES),
  status: openEnum(SUB_ACCOUNT_STATUSES),
  created_at: iso,
  currency: FiatCurrency,
  balance: money,
  fiat_balance: money,
  realtimeauth_balance: money,
  total_balance: money,
  cards_count: int,
  issuing_program: Program,
  realtime_auth: z.array(z.strictObject({ id: str, crypto_token: str, fiat_account: str, priority: int })),
  account_details: SubAccountDetails.optional(),
  crypto_details: z.array(SubAccountCryptoDetail).optional(),
});
export type SubAccount = z.output<typeof SubAccount>;

/** The card itself, as both card answers give it (in this order). */
const cardFace = {
  brand: str,
  last4: str,
  wallet_id: uuid,
  card_status: openEnum(CARD_STATUSES),
  type: openEnum(CARD_TYPES),
  form_factor: openEnum(CARD_FORM_FACTORS),
  tokenizable: bool,
};

export const CardListItem = z.strictObject({
  card_id: str,
  request_id: str,
  program_id: str,
  ...cardFace,
  nick_name: str.nullable(),
  name_on_card: str.nullable(),
  created_at: iso,
  fiat_account: SubAccount,
  limits: Limits.optional(),
});
export type CardListItem = z.output<typeof CardListItem>;

export const CardDetail = z.strictObject({
  id: str,
  card_id: str,
  ...cardFace,
  nick_name: str,
  name_on_card: str.nullable(),
  /** The client reads at least `id` and `type`; the detail flow re-fetches the sub-account. */
  fiat_account: SubAccount,
  issuing_programs: Program,
  limits: Limits.optional(),
});
export type CardDetail = z.output<typeof CardDetail>;

export const CardMerchant = z.strictObject({ name: str, category_code: str, city: str, country: str });
export type CardMerchant = z.output<typeof CardMerchant>;

export const CardTransaction = z.strictObject({
  vendor_transaction_id: str,
  vendor_sub_account_id: str,
  title: str,
  last4: str,
  created_at: iso,
  cleared_at: iso,
  merchant: CardMerchant,
  ...billedAmounts,
  total_amount: money,
  transaction_type: openEnum(CARD_TRANSACTION_TYPES),
  status: openEnum(CARD_TRANSACTION_STATUSES),
  is_credit: bool,
  has_receipt: bool,
  failure_reason: str,
  adjustment_type: str,
  review_status: str,
  group: str,
});
export type CardTransaction = z.output<typeof CardTransaction>;

// ---- bodies (§12.3) ----

const requestId = filled(128);
const cardCreateFields = {
  program_id: filled(64),
  wallet_id: uuid,
  /** Generated by the client once per user intent. */
  request_id: requestId,
  nick_name: filled(40),
  /** UserData.id, sent as a string. */
  user_data_id: text(32),
  initial_topup: money.optional(),
  currency_id: uuid.optional(),
};
export const CardCreate = z.strictObject(cardCreateFields);
export type CardCreate = z.input<typeof CardCreate>;

export const BalanceCardCreate = z.strictObject({ ...cardCreateFields, sub_account_id: filled(64) });

export const BalanceCardCreated = z.strictObject({ card_id: str, status: str });

export const CreateSubAccountBody = z.strictObject({ wallet_id: uuid, program_id: filled(64) });

export const UpdateCardBody = z.strictObject({
  nick_name: filled(40),
  /** Fresh random UUID v4 per call. */
  request_id: requestId,
});

// ---- sensitive data (§13) ----

export const SecretKeyBody = z.strictObject({
  /** base64 RSA-OAEP(SHA-1) ciphertext of `{"key":"<b64>","timestamp":<ms>}`. */
  encrypted_key: text(4096),
});

export const SecretKeyAnswer = z.strictObject({
  success: bool,
  encrypted: bool,
  /** base64 AES-256-CBC ciphertext. */
  data: str,
  /** base64 16-byte IV. */
  iv: str,
});
export type SecretKeyAnswer = z.output<typeof SecretKeyAnswer>;

/** The inner `data` of the decrypted JSON (not on the wire as such: inside the ciphertext). */
export const CardSecrets = z.strictObject({
  card_number: str,
  cvv: str,
  expiry_month: int,
  expiry_year: int,
  security_code: str.optional(),
});
export type CardSecrets = z.output<typeof CardSecrets>;

export const CardOtp = z.strictObject({
  otp: str,
  internal_card_id: str,
  /** Epoch number; the unit is not shown (our sandbox sends milliseconds). */
  created_at: int,
  valid_to: int,
});
export type CardOtp = z.output<typeof CardOtp>;

// ---- queries and pages (§12.2) ----

/** Bracket-notation `filter`: a partial card, e.g. `filter[fiat_account][type]=prepaid`. */
export const CardListFilter = z.strictObject({
  card_status: z.enum(CARD_STATUSES).optional(),
  type: z.enum(CARD_TYPES).optional(),
  form_factor: z.enum(CARD_FORM_FACTORS).optional(),
  nick_name: str.optional(),
  last4: str.optional(),
  program_id: str.optional(),
  fiat_account: z.strictObject({ type: z.enum(SUB_ACCOUNT_TYPES).optional(), id: str.optional() }).optional(),
});

export const CardListQuery = z.strictObject({
  wallet_uuid: uuid,
  limit: int,
  offset: int,
  sort_by: z.enum(CARD_SORT_FIELDS).optional(),
  sort_order: z.enum(SORT_ORDERS).optional(),
  filter: CardListFilter.optional(),
  /** Restricts to one sub-account. */
  fiat_account_id: str.optional(),
});

export const CardList = z.strictObject({ count: int, data: z.array(CardListItem) });

const transactionsPage = { limit: int, offset: int, new_scheme: z.literal(true) };
/** One of `card_id` or `fiat_account_id` (= sub-account id). */
export const CardTransactionsQuery = z.union([
  z.strictObject({ ...transactionsPage, card_id: str }),
  z.strictObject({ ...transactionsPage, fiat_account_id: str }),
]);

export const CardTransactionsCsvQuery = z.strictObject({ card_id: str });

export const CardTransactionPage = countPage(CardTransaction);

export const SubAccountTransactionsQuery = z.strictObject({
  limit: int,
  offset: int,
  card_id: str.optional(),
  from_timestamp: str.optional(),
  to_timestamp: str.optional(),
  status: str.optional(),
});

const subAccountPage = { limit: int, offset: int, pagination: z.literal(true) };
/**
 * One route, three variants: all with cards; "single" (exactly one card: lt 2, gt 0); without
 * cards (optionally by type). `pagination=true` always.
 */
export const SubAccountListQuery = z.union([
  z.strictObject({ ...subAccountPage, show_cards: z.literal(true) }),
  z.strictObject({
    ...subAccountPage,
    show_cards: z.literal(true),
    lt_cards_limit: z.literal(2),
    gt_cards_limit: z.literal(0),
  }),
  z.strictObject({ ...subAccountPage, type: z.enum(SUB_ACCOUNT_TYPES).optional() }),
]);

/** `cards` is present when `show_cards=true` was sent. */
export const SubAccountListItem = z.strictObject({
  ...SubAccount.shape,
  cards: z.array(CardListItem).optional(),
});
export type SubAccountListItem = z.output<typeof SubAccountListItem>;

export const SubAccountList = countPage(SubAccountListItem);

export const ProgramsQuery = z.strictObject({ wallet_id: uuid });

export const ProgramList = z.strictObject({ count: int, data: z.array(Program) });

const CARD = '/issuing/cards/{card_id}';
const SUB_ACCOUNT = '/issuing/sub_account/{sub_account_id}';

export const issuingRoutes = {
  /** Prepaid / stand-alone card. */
  createCard: route({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/create',
    body: CardCreate,
    response: CardDetail,
  }),
  /** Card in a (balance) sub-account; the stand-alone flow creates the sub-account first. */
  createBalanceCard: route({
    service: 'core',
    method: 'POST',
    path: '/issuing/cards/balance',
    body: BalanceCardCreate,
    response: BalanceCardCreated,
  }),
  cards: route({
    service: 'core',
    method: 'GET',
    path: '/issuing/cards',
    query: CardListQuery,
    response: CardList,
  }),
  card: route({ service: 'core', method: 'GET', path: CARD, response: CardDetail }),
  /** Answer must carry success, encrypted, data and iv. */
  secretKey: route({
    service: 'core',
    method: 'POST',
    path: `${CARD}/sensitive/secretkey`,
    body: SecretKeyBody,
    response: SecretKeyAnswer,
  }),
  /** Note the `/vcards` prefix. */
  cardOtp: route({
    service: 'core',
    method: 'GET',
    path: '/vcards/cards/{card_id}/sensitive/otp',
    response: CardOtp,
  }),
  freeze: route({
    service: 'core',
    method: 'PATCH',
    path: `${CARD}/freeze`,
    body: emptyBody,
    response: CardDetail,
  }),
  unfreeze: route({
    service: 'core',
    method: 'PATCH',
    path: `${CARD}/unfreeze`,
    body: emptyBody,
    response: CardDetail,
  }),
  /** Closes the card. Answer not shown; the client ignores it. */
  close: route({ service: 'core', method: 'DELETE', path: CARD, body: emptyBody, response: notShown }),
  updateLimits: route({
    service: 'core',
    method: 'PATCH',
    path: `${CARD}/limits`,
    body: LimitsUpdate,
    response: CardDetail,
  }),
  /** Rename: `request_id` is a fresh UUID v4 per call. */
  update: route({
    service: 'core',
    method: 'PATCH',
    path: `${CARD}/update`,
    body: UpdateCardBody,
    response: CardDetail,
  }),
  /** Trailing slash is part of the route. Always `new_scheme=true`. */
  transactions: route({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/',
    query: CardTransactionsQuery,
    response: CardTransactionPage,
  }),
  transactionsCsv: route({
    service: 'core',
    method: 'GET',
    path: '/issuing/transactions/csv',
    query: CardTransactionsCsvQuery,
    response: csv,
    answer: 'text',
  }),
  subAccounts: route({
    service: 'core',
    method: 'GET',
    path: '/issuing/sub_account/list/{wallet_uuid}',
    query: SubAccountListQuery,
    response: SubAccountList,
  }),
  subAccount: route({ service: 'core', method: 'GET', path: SUB_ACCOUNT, response: SubAccount }),
  createSubAccount: route({
    service: 'core',
    method: 'POST',
    path: '/issuing/sub_account',
    body: CreateSubAccountBody,
    response: SubAccount,
  }),
  subAccountTransactions: route({
    service: 'core',
    method: 'GET',
    path: `${SUB_ACCOUNT}/transactions`,
    query: SubAccountTransactionsQuery,
    response: CardTransactionPage,
  }),
  subAccountTransactionsCsv: route({
    service: 'core',
    method: 'GET',
    path: `${SUB_ACCOUNT}/transactions/csv`,
    response: csv,
    answer: 'text',
  }),
  programs: route({
    service: 'core',
    method: 'GET',
    path: '/issuing/config/programs',
    query: ProgramsQuery,
    response: ProgramList,
  }),
};

/** Routes the sandbox serves that our client does not call: the card transactions without the slash. */
export const issuingAliasRoutes = {
  transactionsWithoutSlash: route({ ...issuingRoutes.transactions, path: '/issuing/transactions' }),
};
