import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the referrals feature (its screen is a lazy chunk; a tenant without a program says so). */
export const referralsRoutes: RouteDef[] = [
  { path: patterns.referrals, offered: 'referrals', component: lazy(() => import('./ReferralsScreen')) },
];
