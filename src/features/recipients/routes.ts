import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the recipients feature (a wallet's counterparties and their destinations). */
export const recipientsRoutes: RouteDef[] = [
  { path: patterns.counterparty, component: lazy(() => import('./CounterpartyScreen')) },
  { path: patterns.counterparties, component: lazy(() => import('./CounterpartiesScreen')) },
];
