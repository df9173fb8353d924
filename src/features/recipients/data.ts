import { mutationOptions } from '@tanstack/react-query';
import { counterpartiesApi } from '../../api/endpoints/counterparties';
import type { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import type {
  Counterparty,
  CounterpartyCreate,
  CounterpartyList,
  DestinationCreate,
  DestinationDetail,
} from '../../api/types';
import {
  cachedData,
  endpointKey,
  endpointQuery,
  invalidateEndpoint,
  queryClient,
  setCachedData,
} from '../../lib/server-state/client';
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

const counterpartyInput = (walletId: string, id: string) => ({
  path: { wallet_id: walletId, counterparty_account_id: id },
});

export const useCounterparties = (walletId: string) =>
  useRead(endpointQuery(counterpartiesApi.list, counterpartiesInput(walletId)));
export const useCounterparty = (walletId: string, id: string) =>
  useRead(endpointQuery(counterpartiesApi.get, counterpartyInput(walletId, id)));

interface PinVars {
  counterparty: Counterparty;
  pinned: boolean;
}
interface PinRollback {
  list?: CounterpartyList;
  one?: Counterparty;
}

/**
 * Pin or unpin a recipient (`is_pinned`, PATCH, API.md §8), optimistic: the list and the
 * recipient's screen show the new mark at once; if the platform refuses, both come back as they
 * were and the error reaches the screen. `is_self` goes along unchanged: API.md gives the update's
 * `is_self` a default of false, so a platform applying it would turn the user's own account into
 * a payee.
 */
export const pinMutation = (walletId: string) =>
  mutationOptions<Counterparty, ApiError, PinVars, PinRollback>({
    mutationFn: ({ counterparty, pinned }) =>
      call(counterpartiesApi.update, {
        ...counterpartyInput(walletId, counterparty.id),
        body: { is_pinned: pinned, is_self: counterparty.is_self },
      }),
    onMutate: async ({ counterparty, pinned }) => {
      const listInput = counterpartiesInput(walletId);
      const oneInput = counterpartyInput(walletId, counterparty.id);
      // A read on its way would put the old mark back over the new one.
      await Promise.all([
        queryClient.cancelQueries({ queryKey: [...endpointKey(counterpartiesApi.list), listInput] }),
        queryClient.cancelQueries({ queryKey: [...endpointKey(counterpartiesApi.get), oneInput] }),
      ]);
      const rollback = {
        list: cachedData(counterpartiesApi.list, listInput),
        one: cachedData(counterpartiesApi.get, oneInput),
      };
      const mark = (c: Counterparty) => (c.id === counterparty.id ? { ...c, is_pinned: pinned } : c);
      if (rollback.list)
        setCachedData(counterpartiesApi.list, listInput, {
          ...rollback.list,
          data: rollback.list.data.map(mark),
        });
      if (rollback.one) setCachedData(counterpartiesApi.get, oneInput, mark(rollback.one));
      return rollback;
    },
    onError: (_err, { counterparty }, rollback) => {
      if (rollback?.list) setCachedData(counterpartiesApi.list, counterpartiesInput(walletId), rollback.list);
      if (rollback?.one)
        setCachedData(counterpartiesApi.get, counterpartyInput(walletId, counterparty.id), rollback.one);
    },
    onSettled: () => {
      void invalidateEndpoint(counterpartiesApi.list);
      void invalidateEndpoint(counterpartiesApi.get);
    },
  });
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

/**
 * Edits a recipient's details. `is_self` is required and sent as it is: API.md gives the update's
 * `is_self` a default of false, so leaving it out would turn the user's own account into a payee.
 */
export async function updateCounterparty(
  walletId: string,
  id: string,
  body: Partial<CounterpartyCreate> & Pick<CounterpartyCreate, 'is_self'>,
) {
  const { type: _type, ...rest } = body;
  const updated = await call(counterpartiesApi.update, {
    path: { wallet_id: walletId, counterparty_account_id: id },
    body: rest,
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
