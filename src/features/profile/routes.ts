import type { RouteDef } from '../../app/route-def';

/** Routes of the profile feature (screens are lazy chunks). */
export const profileRoutes: RouteDef[] = [];
