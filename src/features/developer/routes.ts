import { lazy } from 'react';
import { patterns } from '../../app/paths';
import type { RouteDef } from '../../app/route-def';

/** Routes of the developer feature (screens are lazy chunks). */
export const developerRoutes: RouteDef[] = [
  { path: patterns.developer, component: lazy(() => import('./DeveloperScreen')) },
];
