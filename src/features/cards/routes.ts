import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the cards feature (screens are lazy chunks; node-forge loads later still, on reveal). */
export const cardsRoutes: RouteDef[] = [
  { path: patterns.cards, tab: 'cards', component: lazy(() => import('./CardsScreen')) },
  { path: patterns.card, component: lazy(() => import('./CardScreen')) },
  { path: patterns.subAccounts, component: lazy(() => import('./SubAccountsScreen')) },
  { path: patterns.subAccount, component: lazy(() => import('./SubAccountScreen')) },
];
