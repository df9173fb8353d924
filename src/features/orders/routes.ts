import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the orders feature (screens are lazy chunks). */
export const ordersRoutes: RouteDef[] = [
  { path: patterns.exchange, component: lazy(() => import('./flows/exchange')) },
  { path: patterns.withdraw, component: lazy(() => import('./flows/withdraw')) },
  { path: patterns.transfer, component: lazy(() => import('./flows/transfer')) },
  { path: patterns.send, component: lazy(() => import('./flows/send')) },
  { path: patterns.sell, component: lazy(() => import('./SellScreen')) },
  { path: patterns.buy, component: lazy(() => import('./BuyScreen')) },
  { path: patterns.order, component: lazy(() => import('./OrderStatusScreen')) },
];
