/** Counterparty and destination value lists (API.md §2, §8). */

export const COUNTERPARTY_TYPES = ['INDIVIDUAL', 'BUSINESS'] as const;
export type CounterpartyType = (typeof COUNTERPARTY_TYPES)[number];

/** Types carrying `external_banking_data`. */
export const BANKING_DESTINATION_TYPES = ['DOMESTIC_WIRE', 'ACH', 'SWIFT', 'SEPA', 'CHAPS', 'FPS'] as const;
export type BankingDestinationType = (typeof BANKING_DESTINATION_TYPES)[number];

/** Types carrying `external_crypto_data`. */
export const CRYPTO_DESTINATION_TYPES = ['CRYPTO_EXTERNAL', 'CRYPTO_INTERNAL'] as const;
export type CryptoDestinationType = (typeof CRYPTO_DESTINATION_TYPES)[number];

/**
 * The destination types our client SENDS: the bank kinds, then the crypto kinds. SPEC §3 names the
 * domestic wire `DOMESTIC_WIRE`, and SPEC decides over API.md; CHAPS and FPS come from API.md §2
 * (the platform serves them).
 */
export const COUNTERPARTY_DESTINATION_TYPES = [
  ...BANKING_DESTINATION_TYPES,
  ...CRYPTO_DESTINATION_TYPES,
] as const;
export type CounterpartyDestinationType = (typeof COUNTERPARTY_DESTINATION_TYPES)[number];

/** What the platform may RETURN: `FEDWIRE` is the current name of `DOMESTIC_WIRE`. */
export type ReceivedDestinationType = CounterpartyDestinationType | 'FEDWIRE';

/** Map a platform-sent type to the client's name (FEDWIRE → DOMESTIC_WIRE). */
export function toClientDestinationType(type: ReceivedDestinationType): CounterpartyDestinationType {
  return type === 'FEDWIRE' ? 'DOMESTIC_WIRE' : type;
}

export const COUNTERPARTY_SORT_FIELDS = ['created_at', 'type', 'name', 'nickname', 'email', 'phone'] as const;
export type CounterpartySortField = (typeof COUNTERPARTY_SORT_FIELDS)[number];

export const DESTINATION_SORT_FIELDS = ['created_at', 'type', 'nickname'] as const;
export type DestinationSortField = (typeof DESTINATION_SORT_FIELDS)[number];
