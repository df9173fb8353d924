import { useState } from 'react';
import { useCounterparties, useDestinations } from './counterparties/api';

/**
 * Which saved recipient and which of their accounts/addresses a payment goes to, plus the
 * "add one" sheet's open state. Changing the recipient forgets the account chosen for the old one.
 */
export function useRecipientChoice(
  walletId: string,
  initial: { recipient?: string | null; destination?: string | null } = {},
) {
  const counterparties = useCounterparties(walletId);
  const [cpId, setCpId] = useState<string | null>(initial.recipient ?? null);
  const destinations = useDestinations(walletId, cpId);
  const [destId, setDestId] = useState<string | null>(initial.destination ?? null);
  const [adding, setAdding] = useState(false);
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
      setAdding(false);
    },
  };
}

export type RecipientChoice = ReturnType<typeof useRecipientChoice>;
