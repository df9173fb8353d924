/** Counterparties and destinations — service v2 (API.md §8). 403 = no access, 404 = not found. */

import type { counterpartyRoutes as R } from '../../contract/counterparties';
import { endpoint } from '../endpoint';

const COUNTERPARTY = '/counterparties/{wallet_id}/{counterparty_account_id}';
const DESTINATIONS = `${COUNTERPARTY}/destinations` as const;
const DESTINATION = `${DESTINATIONS}/{counterparty_destination_id}` as const;

export const counterpartiesApi = {
  list: endpoint<typeof R.list>({
    service: 'v2',
    method: 'GET',
    path: '/counterparties/{wallet_id}',
  }),
  /** 403 unless owner/admin. */
  create: endpoint<typeof R.create>({
    service: 'v2',
    method: 'POST',
    path: '/counterparties/{wallet_id}',
  }),
  get: endpoint<typeof R.get>({
    service: 'v2',
    method: 'GET',
    path: COUNTERPARTY,
  }),
  update: endpoint<typeof R.update>({
    service: 'v2',
    method: 'PATCH',
    path: COUNTERPARTY,
  }),
  /** Answers the deleted record. */
  remove: endpoint<typeof R.remove>({
    service: 'v2',
    method: 'DELETE',
    path: COUNTERPARTY,
  }),
  destinations: endpoint<typeof R.destinations>({
    service: 'v2',
    method: 'GET',
    path: DESTINATIONS,
  }),
  createDestination: endpoint<typeof R.createDestination>({
    service: 'v2',
    method: 'POST',
    path: DESTINATIONS,
  }),
  destination: endpoint<typeof R.destination>({
    service: 'v2',
    method: 'GET',
    path: DESTINATION,
  }),
  updateDestination: endpoint<typeof R.updateDestination>({
    service: 'v2',
    method: 'PATCH',
    path: DESTINATION,
  }),
  /** Answers the deleted destination (⚠#7); the client ignores it. */
  removeDestination: endpoint<typeof R.removeDestination>({
    service: 'v2',
    method: 'DELETE',
    path: DESTINATION,
  }),
};
