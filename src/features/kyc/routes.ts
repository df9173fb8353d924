import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/**
 * Routes of the kyc feature (screens are lazy chunks: the provider SDKs load only from here; a
 * rail's form and the details editor are a chunk of their own, loaded from the verification
 * screen's).
 */
// The forms' loader lives in the verification screen's chunk: the first screens' route table
// then names no chunk of their own (the same import twice compresses to almost nothing).
const FormScreens = lazy(() => import('./KycScreen').then((m) => ({ default: m.FormScreens })));

export const kycRoutes: RouteDef[] = [
  { path: patterns.kyc, component: lazy(() => import('./KycScreen')) },
  { path: patterns.kycForms, component: FormScreens },
];
