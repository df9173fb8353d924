import type { RouteDef } from '../../app/route-def.ts';

/** Routes of the auth feature (screens are lazy chunks). */
export const authRoutes: RouteDef[] = [];
