import { lazy } from 'react';
import { patterns } from '../../app/paths';
import type { RouteDef } from '../../app/route-def';

/** Routes of the kyc feature (screens are lazy chunks: the provider SDKs load only from here). */
export const kycRoutes: RouteDef[] = [{ path: patterns.kyc, component: lazy(() => import('./KycScreen')) }];
