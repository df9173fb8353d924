import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the orders feature (screens are lazy chunks). */
export const ordersRoutes: RouteDef[] = [
  { path: patterns.exchange, component: lazy(() => import('./ExchangeScreen')) },
  { path: patterns.withdraw, component: lazy(() => import('./WithdrawScreen')) },
  { path: patterns.transfer, component: lazy(() => import('./TransferScreen')) },
  { path: patterns.send, component: lazy(() => import('./SendScreen')) },
  { path: patterns.sell, component: lazy(() => import('./SellScreen')) },
  { path: patterns.buy, component: lazy(() => import('./BuyScreen')) },
  { path: patterns.order, component: lazy(() => import('./OrderStatusScreen')) },
];
