import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the referrals feature (its screen is a lazy chunk). */
export const referralsRoutes: RouteDef[] = [
  { path: patterns.referrals, component: lazy(() => import('./ReferralsScreen')) },
];
