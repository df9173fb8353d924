import type { RouteDef } from '../../app/route-def.ts';

/** Routes of the orders feature (screens are lazy chunks). */
export const ordersRoutes: RouteDef[] = [];
