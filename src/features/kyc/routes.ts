import type { RouteDef } from '../../app/route-def';

/** Routes of the kyc feature (screens are lazy chunks). */
export const kycRoutes: RouteDef[] = [];
