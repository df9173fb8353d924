/** Exchange rates — core service (API.md §11). */
import { endpoint } from '../endpoint';
import type { ExchangeRate, ExchangeRatesQuery } from '../types';

export const exchangeApi = {
  /** Note the trailing slash: it is part of the platform's route. */
  rates: endpoint<{ query: ExchangeRatesQuery }, ExchangeRate[]>({
    service: 'core',
    method: 'GET',
    path: '/exchange/',
  }),
};
