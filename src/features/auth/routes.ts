import type { RouteDef } from '../../app/route-def';

/** Routes of the auth feature (screens are lazy chunks). */
export const authRoutes: RouteDef[] = [];
