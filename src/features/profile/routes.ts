import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the profile feature (screens are lazy chunks). */
export const profileRoutes: RouteDef[] = [
  { path: patterns.profile, tab: 'profile', component: lazy(() => import('./ProfileScreen')) },
];
