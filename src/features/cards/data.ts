import { mutationOptions } from '@tanstack/react-query';
import { issuingApi } from '../../api/endpoints/issuing';
import type { ApiError } from '../../api/errors';
import { call } from '../../api/http';
import type { CardDetail, LimitPeriod, LimitsUpdate } from '../../api/types/issuing';
import {
  cachedData,
  endpointKey,
  invalidateEndpoint,
  queryClient,
  setCachedData,
} from '../../lib/server-state/client';
import { wireNumber } from '../../shared/wire-json';

/** Card mutations: each updates the cached card at once and marks the lists stale. */
const cardInput = (cardId: string) => ({ path: { card_id: cardId } });

export function invalidateCardLists() {
  void invalidateEndpoint(issuingApi.cards);
  void invalidateEndpoint(issuingApi.subAccounts);
  void invalidateEndpoint(issuingApi.subAccount);
}

function store(card: CardDetail) {
  setCachedData(issuingApi.card, cardInput(card.card_id), (old) =>
    // The detail screen shows the re-fetched sub-account; keep the richer cached one if present.
    old ? { ...card, fiat_account: { ...old.fiat_account, ...card.fiat_account } } : card,
  );
  invalidateCardLists();
}

/**
 * Freeze / unfreeze, optimistic: the new status shows immediately; if the platform refuses, the
 * previous card comes back and the error reaches the screen to explain.
 */
export const freezeMutation = () =>
  mutationOptions<CardDetail, ApiError, { cardId: string; frozen: boolean }, { previous?: CardDetail }>({
    mutationFn: ({ cardId, frozen }) =>
      call(frozen ? issuingApi.freeze : issuingApi.unfreeze, cardInput(cardId)),
    onMutate: async ({ cardId, frozen }) => {
      // A read of the card on its way would overwrite the optimistic status with the old one.
      await queryClient.cancelQueries({ queryKey: [...endpointKey(issuingApi.card), cardInput(cardId)] });
      const previous = cachedData(issuingApi.card, cardInput(cardId));
      if (previous)
        setCachedData(issuingApi.card, cardInput(cardId), {
          ...previous,
          card_status: frozen ? 'FROZEN' : 'ACTIVE',
        });
      return { previous };
    },
    onError: (_err, { cardId }, context) => {
      if (context?.previous) setCachedData(issuingApi.card, cardInput(cardId), context.previous);
    },
    onSuccess: store,
  });

export const closeMutation = () =>
  mutationOptions<unknown, ApiError, string>({
    mutationFn: (cardId) => call(issuingApi.close, cardInput(cardId)),
    onSuccess: (_answer, cardId) => {
      setCachedData(issuingApi.card, cardInput(cardId), (old) => old && { ...old, card_status: 'CLOSED' });
      void invalidateEndpoint(issuingApi.card, cardInput(cardId));
      invalidateCardLists();
    },
  });

export const renameMutation = () =>
  mutationOptions<CardDetail, ApiError, { cardId: string; nickName: string; requestId: string }>({
    mutationFn: ({ cardId, nickName, requestId }) =>
      call(issuingApi.update, {
        path: { card_id: cardId },
        body: { nick_name: nickName, request_id: requestId },
      }),
    onSuccess: store,
  });

/**
 * Sets one period's cap (a decimal string): it goes out as a JSON number with the exact digits
 * typed (API.md §12.3). API.md has no way to remove a cap, so none is offered.
 */
export const limitMutation = () =>
  mutationOptions<CardDetail, ApiError, { cardId: string; period: LimitPeriod; cap: string }>({
    mutationFn: ({ cardId, period, cap }) => {
      const body: LimitsUpdate = { [`${period}_cap`]: wireNumber(cap) };
      return call(issuingApi.updateLimits, { path: { card_id: cardId }, body });
    },
    onSuccess: store,
  });
