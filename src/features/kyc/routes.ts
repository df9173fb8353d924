import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/**
 * Routes of the kyc feature (screens are lazy chunks: the provider SDKs load only from here). One
 * route for verification and its forms: the first screens carry one loader for all of them, and
 * the forms are a chunk of their own loaded from the verification screen's (KycRoute.tsx).
 */
const KycRoute = lazy(() => import('./KycRoute'));

export const kycRoutes: RouteDef[] = [
  { path: patterns.kyc, offered: 'kyc', component: KycRoute },
  { path: patterns.kycForms, offered: 'kyc', component: KycRoute },
];
