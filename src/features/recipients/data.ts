import { counterpartiesApi } from '../../api/endpoints/counterparties';
import { call } from '../../api/http';
import type { Counterparty, CounterpartyCreate, DestinationCreate, DestinationDetail } from '../../api/types';
import { endpointQuery, invalidateEndpoint } from '../../lib/server-state/client';
import { useRead } from '../../lib/server-state/use-read';

/** Counterparties of a wallet and their destinations (API.md §8), through the query cache. */
export const counterpartiesInput = (walletId: string) => ({
  path: { wallet_id: walletId },
  query: { limit: 100, offset: 0, sort_by: 'name' as const, sort_order: 'ASC' as const },
});
export const destinationsInput = (walletId: string, counterpartyId: string) => ({
  path: { wallet_id: walletId, counterparty_account_id: counterpartyId },
  query: { limit: 100, offset: 0 },
});

export const useCounterparties = (walletId: string) =>
  useRead(endpointQuery(counterpartiesApi.list, counterpartiesInput(walletId)));
export const useCounterparty = (walletId: string, id: string) =>
  useRead(
    endpointQuery(counterpartiesApi.get, { path: { wallet_id: walletId, counterparty_account_id: id } }),
  );
export const useDestinations = (walletId: string, counterpartyId: string | null) =>
  useRead(
    endpointQuery(
      counterpartiesApi.destinations,
      counterpartyId ? destinationsInput(walletId, counterpartyId) : null,
    ),
  );

export async function createCounterparty(walletId: string, body: CounterpartyCreate): Promise<Counterparty> {
  const created = await call(counterpartiesApi.create, { path: { wallet_id: walletId }, body });
  invalidateEndpoint(counterpartiesApi.list);
  return created;
}

export async function updateCounterparty(walletId: string, id: string, body: Partial<CounterpartyCreate>) {
  const { type: _type, ...rest } = body;
  const updated = await call(counterpartiesApi.update, {
    path: { wallet_id: walletId, counterparty_account_id: id },
    body: { ...rest, is_self: rest.is_self ?? false },
  });
  invalidateEndpoint(counterpartiesApi.list);
  invalidateEndpoint(counterpartiesApi.get);
  return updated;
}

export async function createDestination(
  walletId: string,
  counterpartyId: string,
  body: DestinationCreate,
): Promise<DestinationDetail> {
  const created = await call(counterpartiesApi.createDestination, {
    path: { wallet_id: walletId, counterparty_account_id: counterpartyId },
    body,
  });
  invalidateEndpoint(counterpartiesApi.destinations);
  return created;
}

export async function renameDestination(
  walletId: string,
  counterpartyId: string,
  destinationId: string,
  nickname: string,
) {
  await call(counterpartiesApi.updateDestination, {
    path: {
      wallet_id: walletId,
      counterparty_account_id: counterpartyId,
      counterparty_destination_id: destinationId,
    },
    body: { nickname: nickname.trim() || null },
  });
  invalidateEndpoint(counterpartiesApi.destinations);
}

export async function deleteDestination(walletId: string, counterpartyId: string, destinationId: string) {
  await call(counterpartiesApi.removeDestination, {
    path: {
      wallet_id: walletId,
      counterparty_account_id: counterpartyId,
      counterparty_destination_id: destinationId,
    },
  });
  invalidateEndpoint(counterpartiesApi.destinations);
}

/** Deletes a recipient and its destinations; 409 while an unfinished order uses one of them. */
export async function deleteCounterparty(walletId: string, id: string) {
  await call(counterpartiesApi.remove, { path: { wallet_id: walletId, counterparty_account_id: id } });
  invalidateEndpoint(counterpartiesApi.list);
  invalidateEndpoint(counterpartiesApi.get);
  invalidateEndpoint(counterpartiesApi.destinations);
}
