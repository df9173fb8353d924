import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the kyc feature (screens are lazy chunks: the provider SDKs load only from here). */
export const kycRoutes: RouteDef[] = [
  { path: patterns.kyc, offered: 'kyc', component: lazy(() => import('./KycScreen')) },
];
