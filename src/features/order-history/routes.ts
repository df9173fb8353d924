import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the order history (its screen is its own lazy chunk). */
export const orderHistoryRoutes: RouteDef[] = [
  { path: patterns.orderHistory, component: lazy(() => import('./OrderHistoryScreen')) },
];
