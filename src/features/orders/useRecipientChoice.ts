import { useEffect, useRef, useState } from 'react';
import { useCounterparties, useDestinations } from '../recipients';
import type { Draft } from './intent/useDraft';

/**
 * Which saved recipient and which of their accounts/addresses a payment goes to, plus the
 * "add one" sheet's open state. Changing the recipient forgets the account chosen for the old one.
 */
export function useRecipientChoice(
  walletId: string,
  initial: { recipient?: string | null; destination?: string | null } = {},
  /** The flow's draft: the choice survives a reload with the rest of the form. */
  draft?: Draft,
) {
  const counterparties = useCounterparties(walletId);
  const [cpLocal, setCpLocal] = useState<string | null>(initial.recipient ?? null);
  const [destLocal, setDestLocal] = useState<string | null>(initial.destination ?? null);
  const cpId = draft ? draft.get('cpId') || initial.recipient || null : cpLocal;
  const destId = draft
    ? draft.get('destId') || (draft.get('cpId') ? null : initial.destination) || null
    : destLocal;
  const setCpId = (v: string | null) => (draft ? draft.set('cpId', v) : setCpLocal(v));
  const setDestId = (v: string | null) => (draft ? draft.set('destId', v) : setDestLocal(v));
  // A recipient named by the link (from their screen) wins over an older draft's choice.
  const linked = initial.recipient ?? null;
  const linkedDest = initial.destination ?? null;
  const seeded = useRef(false);
  useEffect(() => {
    if (seeded.current || !draft) return;
    seeded.current = true; // once: afterwards the user's own choice stands
    if (!linked || draft.get('cpId') === linked) return;
    draft.set('cpId', linked);
    draft.set('destId', linkedDest);
  }, [draft, linked, linkedDest]);
  const destinations = useDestinations(walletId, cpId);
  /** The add sheet: for the user's own account, for a recipient, or closed. */
  const [adding, setAdding] = useState<'own' | 'payee' | null>(null);
  return {
    counterparties,
    destinations,
    cpId,
    destId,
    adding,
    /** The chosen recipient's record, once the list is in. */
    cp: counterparties.data?.data.find((c) => c.id === cpId),
    chooseRecipient(id: string) {
      setCpId(id);
      setDestId(null);
    },
    setDestId,
    setAdding,
    /** A destination (and maybe a new recipient) made in the sheet becomes the choice. */
    created(destinationId: string, counterpartyId: string) {
      setCpId(counterpartyId);
      setDestId(destinationId);
      setAdding(null);
    },
  };
}

export type RecipientChoice = ReturnType<typeof useRecipientChoice>;
