import type { RouteDef } from '../../app/route-def';

/** Routes of the developer feature (screens are lazy chunks). */
export const developerRoutes: RouteDef[] = [];
