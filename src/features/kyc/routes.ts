import type { RouteDef } from '../../app/route-def.ts';

/** Routes of the kyc feature (screens are lazy chunks). */
export const kycRoutes: RouteDef[] = [];
