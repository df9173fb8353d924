import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/**
 * Routes of the kyc feature (screens are lazy chunks: the provider SDKs load only from here; a
 * rail's form and the details editor are chunks of their own).
 */
export const kycRoutes: RouteDef[] = [
  { path: patterns.kyc, component: lazy(() => import('./KycScreen')) },
  { path: patterns.kycForm, component: lazy(() => import('./form/RailFormScreen')) },
  { path: patterns.kycDetails, component: lazy(() => import('./form/EntityScreen')) },
];
