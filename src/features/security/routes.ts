import type { RouteDef } from '../../app/route-def';

/** Routes of the security feature (screens are lazy chunks). */
export const securityRoutes: RouteDef[] = [];
