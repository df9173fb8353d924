import type { DestinationListItem, OrderTypeInfoV2 } from '../../api/types';
import { cryptoSendTypes, isCryptoDestination } from '../../lib/crypto-send-types';
import { rampTypeFor } from '../../lib/ramp-types';
import { paths } from '../../routing/paths';

/**
 * Where "Send" on a saved account leads, with the recipient and the account already chosen: a
 * crypto address to "Send to a recipient", a bank account to "Sell to bank" over its rail. null
 * when the wallet is offered no order type that pays there, or (`cryptoOut` false) the tenant
 * offers no crypto withdrawals.
 */
export function payAgainPath(
  walletId: string,
  counterpartyId: string,
  d: DestinationListItem,
  types: readonly OrderTypeInfoV2[] | undefined,
  cryptoOut = true,
): string | null {
  const to = { recipient: counterpartyId, destination: d.id };
  if (isCryptoDestination(d))
    return cryptoOut && cryptoSendTypes(types).length ? paths.send(walletId, to) : null;
  return rampTypeFor(types, 'sell', d) ? paths.sell(walletId, to) : null;
}

/** The user's own bank account paying for crypto ("Buy with this account"), where a rail allows. */
export function buyWithPath(
  walletId: string,
  counterpartyId: string,
  d: DestinationListItem,
  types: readonly OrderTypeInfoV2[] | undefined,
): string | null {
  if (isCryptoDestination(d)) return null;
  return rampTypeFor(types, 'buy', d)
    ? paths.buy(walletId, { recipient: counterpartyId, destination: d.id })
    : null;
}
