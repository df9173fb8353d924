import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the developer feature (screens are lazy chunks). */
export const developerRoutes: RouteDef[] = [
  { path: patterns.developer, component: lazy(() => import('./DeveloperScreen')) },
];
