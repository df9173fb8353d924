import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the security feature (screens are lazy chunks; node-forge loads only on enrolment). */
export const securityRoutes: RouteDef[] = [
  { path: patterns.security, component: lazy(() => import('./SecurityScreen')) },
];
