/** Counterparties and their destinations — service v2 (API.md §8). 403 = no access, 404 = not found. */
import * as z from 'zod';
import { Country, State } from './common.ts';
import {
  BANKING_DESTINATION_TYPES,
  COUNTERPARTY_SORT_FIELDS,
  COUNTERPARTY_TYPES,
  CRYPTO_DESTINATION_TYPES,
  DESTINATION_SORT_FIELDS,
} from './values/counterparties.ts';
import {
  anyObject,
  bool,
  emptyBody,
  int,
  iso,
  notShown,
  route,
  sortedPageQuery,
  str,
  text,
  totalPage,
  uuid,
} from './wire.ts';

/** What the platform sends: FEDWIRE is the current name of the client's DOMESTIC_WIRE (⚠#11). */
const receivedType = z.enum([...BANKING_DESTINATION_TYPES, 'FEDWIRE', ...CRYPTO_DESTINATION_TYPES]);

export const Counterparty = z.strictObject({
  id: str,
  name: str,
  email: str,
  phone: str,
  nickname: str.nullable().optional(),
  type: z.enum(COUNTERPARTY_TYPES),
  created_at: iso,
  is_pinned: bool,
  is_self: bool,
});
export type Counterparty = z.output<typeof Counterparty>;

export const CounterpartyCreate = z.strictObject({
  name: text(),
  email: text(320),
  phone: text(32),
  type: z.enum(COUNTERPARTY_TYPES),
  nickname: text().nullable().optional(),
  is_pinned: bool.default(false),
  is_self: bool.default(false),
});
export type CounterpartyCreate = z.input<typeof CounterpartyCreate>;

/**
 * No `type`: it cannot change. `is_pinned` (the favourite mark): API.md §8 lists it on the record
 * and in the create body but not in this update shape. A field a platform stores and returns for
 * its owner to set at creation is one its owner can change later, and a patch is where records
 * change, so our platform takes it here too (optional, like every field of a patch). A platform
 * that refuses it answers 422, and the client's pin rolls back with that answer's sentence.
 */
export const CounterpartyUpdate = z.strictObject({
  name: text().optional(),
  email: text(320).optional(),
  phone: text(32).optional(),
  nickname: text().nullable().optional(),
  is_pinned: bool.optional(),
  is_self: bool.optional(),
});
export type CounterpartyUpdate = z.input<typeof CounterpartyUpdate>;

export const CounterpartiesQuery = z.strictObject({
  ...sortedPageQuery(COUNTERPARTY_SORT_FIELDS),
  filter: z
    .strictObject({
      email: str.optional(),
      phone: str.optional(),
      name: str.optional(),
      nickname: str.optional(),
      type: z.enum(COUNTERPARTY_TYPES).optional(),
      created_at: str.optional(),
      search: str.optional(),
    })
    .optional(),
});

/** ⚠#6: the client reads `{ total, data }`; the contract adds `has_more`. */
export const CounterpartyList = totalPage(Counterparty);
export type CounterpartyList = z.output<typeof CounterpartyList>;

export const DestinationsQuery = z.strictObject({
  ...sortedPageQuery(DESTINATION_SORT_FIELDS),
  filter: z
    .strictObject({ nickname: str.optional(), type: receivedType.optional(), created_at: str.optional() })
    .optional(),
});

const bankAddressFields = {
  id: str.optional(),
  street1: str.nullable().optional(),
  street2: str.nullable().optional(),
  city: str.nullable().optional(),
  postcode: str.nullable().optional(),
  description: str.nullable().optional(),
  state_id: int.nullable().optional(),
  country_id: int.nullable().optional(),
};
export const BankAddress = z.strictObject(bankAddressFields);

const bankingFields = {
  bank_name: str.nullable(),
  note: str.nullable(),
  account_number: str.nullable().optional(),
  routing_number: str.nullable().optional(),
  swift_bic: str.nullable().optional(),
  iban: str.nullable().optional(),
};
export const BankingData = z.strictObject({ ...bankingFields, address: BankAddress.optional() });

const cryptoFields = {
  /** Destination blockchain address. */
  address: str,
  /** A crypto Currency.uuid. */
  currency_id: uuid,
  memo: str.nullable().optional(),
};
export const CryptoData = z.strictObject(cryptoFields);

export const DestinationListItem = z.strictObject({
  id: str,
  nickname: str.nullable(),
  type: receivedType,
  created_at: iso,
  external_banking_data: BankingData.optional(),
  external_crypto_data: CryptoData.optional(),
});
export type DestinationListItem = z.output<typeof DestinationListItem>;

/** Currency as embedded in destinations. */
export const CryptoEntity = z.strictObject({
  uuid,
  name: str,
  symbol: str,
  icon: str.nullable(),
  chain: str.nullable(),
  contract: str.nullable(),
  decimal: int,
  render_decimal: int,
  is_crypto: bool,
  is_stablecoin: bool,
  is_memo: bool,
  type: z.enum(['token', 'native']).nullable(),
  /** Same shape, nested. */
  meta: anyObject,
});

/** A destination with its look-ups embedded (country, state, currency). */
export const DestinationDetail = z.strictObject({
  ...DestinationListItem.shape,
  external_banking_data: z
    .strictObject({
      ...bankingFields,
      address: z
        .strictObject({
          ...bankAddressFields,
          country: Country.nullable().optional(),
          state: State.nullable().optional(),
        })
        .optional(),
    })
    .optional(),
  external_crypto_data: z.strictObject({ ...cryptoFields, currency: CryptoEntity.nullable() }).optional(),
});
export type DestinationDetail = z.output<typeof DestinationDetail>;

export const DestinationList = totalPage(DestinationListItem);

/** What a create body's banking block may hold; which fields each rail needs is not shown. */
const bankingInput = z.strictObject({
  bank_name: text().nullable(),
  note: text().nullable(),
  account_number: text(64).nullable().optional(),
  routing_number: text(64).nullable().optional(),
  swift_bic: text(64).nullable().optional(),
  iban: text(64).nullable().optional(),
  address: z
    .strictObject({
      street1: text().nullable().optional(),
      street2: text().nullable().optional(),
      city: text().nullable().optional(),
      postcode: text(32).nullable().optional(),
      description: text().nullable().optional(),
      state_id: int.nullable().optional(),
      country_id: int.nullable().optional(),
    })
    .optional(),
});
const cryptoInput = z.strictObject({
  address: text(256),
  currency_id: uuid,
  memo: text(128).nullable().optional(),
});

/**
 * Exactly one data block, selected by `type` (§8.1). Banking types accept the client's
 * DOMESTIC_WIRE and the platform's FEDWIRE alike (⚠#11).
 */
export const DestinationCreate = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.enum([...BANKING_DESTINATION_TYPES, 'FEDWIRE']),
    nickname: text().nullable(),
    external_banking_data: bankingInput,
  }),
  z.strictObject({
    type: z.enum(CRYPTO_DESTINATION_TYPES),
    nickname: text().nullable(),
    external_crypto_data: cryptoInput,
  }),
]);
export type DestinationCreate = z.input<typeof DestinationCreate>;

export const DestinationUpdate = z.strictObject({ nickname: text().nullable().optional() });

const COUNTERPARTY = '/counterparties/{wallet_id}/{counterparty_account_id}';
const DESTINATIONS = `${COUNTERPARTY}/destinations` as const;
const DESTINATION = `${DESTINATIONS}/{counterparty_destination_id}` as const;

export const counterpartyRoutes = {
  list: route({
    service: 'v2',
    method: 'GET',
    path: '/counterparties/{wallet_id}',
    query: CounterpartiesQuery,
    response: CounterpartyList,
  }),
  /** 403 unless owner/admin. */
  create: route({
    service: 'v2',
    method: 'POST',
    path: '/counterparties/{wallet_id}',
    body: CounterpartyCreate,
    response: Counterparty,
  }),
  get: route({ service: 'v2', method: 'GET', path: COUNTERPARTY, response: Counterparty }),
  update: route({
    service: 'v2',
    method: 'PATCH',
    path: COUNTERPARTY,
    body: CounterpartyUpdate,
    response: Counterparty,
  }),
  /** Answers the deleted record. */
  remove: route({
    service: 'v2',
    method: 'DELETE',
    path: COUNTERPARTY,
    body: emptyBody,
    response: Counterparty,
  }),
  destinations: route({
    service: 'v2',
    method: 'GET',
    path: DESTINATIONS,
    query: DestinationsQuery,
    response: DestinationList,
  }),
  createDestination: route({
    service: 'v2',
    method: 'POST',
    path: DESTINATIONS,
    body: DestinationCreate,
    response: DestinationDetail,
  }),
  destination: route({ service: 'v2', method: 'GET', path: DESTINATION, response: DestinationDetail }),
  updateDestination: route({
    service: 'v2',
    method: 'PATCH',
    path: DESTINATION,
    body: DestinationUpdate,
    response: DestinationListItem,
  }),
  /** Answers the deleted destination (⚠#7); the client ignores it. */
  removeDestination: route({
    service: 'v2',
    method: 'DELETE',
    path: DESTINATION,
    body: emptyBody,
    response: notShown,
  }),
};
