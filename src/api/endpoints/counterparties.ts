/** Counterparties and destinations — service v2 (API.md §8). 403 = no access, 404 = not found. */
import { endpoint } from '../endpoint';
import type {
  CounterpartiesQuery,
  Counterparty,
  CounterpartyCreate,
  CounterpartyList,
  CounterpartyUpdate,
  DestinationCreate,
  DestinationDetail,
  DestinationList,
  DestinationListItem,
  DestinationsQuery,
  DestinationUpdate,
} from '../types';

type WalletPath = { wallet_id: string };
type CounterpartyPath = WalletPath & { counterparty_account_id: string };
type DestinationPath = CounterpartyPath & { counterparty_destination_id: string };

const COUNTERPARTY = '/counterparties/{wallet_id}/{counterparty_account_id}';
const DESTINATIONS = `${COUNTERPARTY}/destinations`;
const DESTINATION = `${DESTINATIONS}/{counterparty_destination_id}`;

export const counterpartiesApi = {
  list: endpoint<{ path: WalletPath; query?: CounterpartiesQuery }, CounterpartyList>({
    service: 'v2',
    method: 'GET',
    path: '/counterparties/{wallet_id}',
  }),
  /** 403 unless owner/admin. */
  create: endpoint<{ path: WalletPath; body: CounterpartyCreate }, Counterparty>({
    service: 'v2',
    method: 'POST',
    path: '/counterparties/{wallet_id}',
  }),
  get: endpoint<{ path: CounterpartyPath }, Counterparty>({
    service: 'v2',
    method: 'GET',
    path: COUNTERPARTY,
  }),
  update: endpoint<{ path: CounterpartyPath; body: CounterpartyUpdate }, Counterparty>({
    service: 'v2',
    method: 'PATCH',
    path: COUNTERPARTY,
  }),
  /** Answers the deleted record. */
  remove: endpoint<{ path: CounterpartyPath }, Counterparty>({
    service: 'v2',
    method: 'DELETE',
    path: COUNTERPARTY,
  }),
  destinations: endpoint<{ path: CounterpartyPath; query?: DestinationsQuery }, DestinationList>({
    service: 'v2',
    method: 'GET',
    path: DESTINATIONS,
  }),
  createDestination: endpoint<{ path: CounterpartyPath; body: DestinationCreate }, DestinationDetail>({
    service: 'v2',
    method: 'POST',
    path: DESTINATIONS,
  }),
  destination: endpoint<{ path: DestinationPath }, DestinationDetail>({
    service: 'v2',
    method: 'GET',
    path: DESTINATION,
  }),
  updateDestination: endpoint<{ path: DestinationPath; body: DestinationUpdate }, DestinationListItem>({
    service: 'v2',
    method: 'PATCH',
    path: DESTINATION,
  }),
  /** Answers the deleted destination (⚠#7); the client ignores it. */
  removeDestination: endpoint<{ path: DestinationPath }, unknown>({
    service: 'v2',
    method: 'DELETE',
    path: DESTINATION,
  }),
};
