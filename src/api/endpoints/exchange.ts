/** Exchange rates — core service (API.md §11). */

import type { exchangeRoutes as R } from '../../contract/exchange';
import { endpoint } from '../endpoint';

export const exchangeApi = {
  /** Note the trailing slash: it is part of the platform's route. */
  rates: endpoint<typeof R.rates>({
    service: 'core',
    method: 'GET',
    path: '/exchange/',
  }),
};
