import type { DestinationListItem, OrderTypeInfoV2 } from '../api/types';

/**
 * "Send to a recipient" (crypto): the order types that move crypto to a saved counterparty's
 * crypto destination (API.md §16.3), each offered only where GET /v2/orders/order_types lists it.
 * API.md calls HIFI_CRYPTO_TRANSFER "older clients only", but SPEC §7 lists it and SPEC decides:
 * a platform that still offers it gets it, with its own body (it names the counterparty, not the
 * destination).
 */
export const CRYPTO_SEND_TYPES = [
  'OMNIBUS_CRYPTO_TRANSFER',
  'SEGREGATED_CRYPTO_TRANSFER',
  'HIFI_CRYPTO_TRANSFER',
] as const;
export type CryptoSendType = (typeof CRYPTO_SEND_TYPES)[number];

export function cryptoSendTypes(types: readonly OrderTypeInfoV2[] | undefined): OrderTypeInfoV2[] {
  return (types ?? []).filter((t) => (CRYPTO_SEND_TYPES as readonly string[]).includes(t.id));
}

export const isCryptoDestination = (d: DestinationListItem) =>
  (d.type === 'CRYPTO_EXTERNAL' || d.type === 'CRYPTO_INTERNAL') && !!d.external_crypto_data;
