import { issuingApi } from '../../api/endpoints/issuing';
import { call } from '../../api/http';
import type { CardDetail, LimitPeriod, LimitsUpdate } from '../../api/types/issuing';
import { getQueryData, invalidate, setQueryData } from '../../lib/query';
import { wireNumber } from '../../shared/wire-json';

/** Card mutations: each updates the cached card at once and marks the lists stale. */
const cardInput = (cardId: string) => ({ path: { card_id: cardId } });

export function invalidateCardLists() {
  invalidate(issuingApi.cards);
  invalidate(issuingApi.subAccounts);
  invalidate(issuingApi.subAccount);
}

function store(card: CardDetail) {
  setQueryData(issuingApi.card, cardInput(card.card_id), (old) =>
    // The detail screen shows the re-fetched sub-account; keep the richer cached one if present.
    old ? { ...card, fiat_account: { ...old.fiat_account, ...card.fiat_account } } : card,
  );
  invalidateCardLists();
}

/**
 * Freeze / unfreeze, optimistic: the new status shows immediately; if the platform refuses, the
 * previous card comes back and the error is rethrown for the screen to explain.
 */
export async function setFrozen(cardId: string, frozen: boolean): Promise<CardDetail> {
  const previous = getQueryData(issuingApi.card, cardInput(cardId));
  if (previous)
    setQueryData(issuingApi.card, cardInput(cardId), {
      ...previous,
      card_status: frozen ? 'FROZEN' : 'ACTIVE',
    });
  try {
    const card = await call(frozen ? issuingApi.freeze : issuingApi.unfreeze, cardInput(cardId));
    store(card);
    return card;
  } catch (err) {
    if (previous) setQueryData(issuingApi.card, cardInput(cardId), previous);
    throw err;
  }
}

export async function closeCard(cardId: string): Promise<void> {
  await call(issuingApi.close, cardInput(cardId));
  const previous = getQueryData(issuingApi.card, cardInput(cardId));
  if (previous) setQueryData(issuingApi.card, cardInput(cardId), { ...previous, card_status: 'CLOSED' });
  invalidate(issuingApi.card, cardInput(cardId));
  invalidateCardLists();
}

export async function renameCard(cardId: string, nickName: string, requestId: string): Promise<CardDetail> {
  const card = await call(issuingApi.update, {
    path: { card_id: cardId },
    body: { nick_name: nickName, request_id: requestId },
  });
  store(card);
  return card;
}

/**
 * A cap goes out as a JSON number with the exact digits typed (API.md §12.3). `cap` null switches
 * the period's limit off: API.md does not show how, so this is the sandbox's documented choice
 * (sandbox/cards/limits.ts) and the one body field allowed off the contract's type.
 */
/** Sets one period's cap (a decimal string). API.md has no way to remove a cap, so none is offered. */
export async function setLimit(cardId: string, period: LimitPeriod, cap: string): Promise<CardDetail> {
  const body: LimitsUpdate = { [`${period}_cap`]: wireNumber(cap) };
  const card = await call(issuingApi.updateLimits, { path: { card_id: cardId }, body });
  store(card);
  return card;
}
