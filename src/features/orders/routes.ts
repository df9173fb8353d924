import type { RouteDef } from '../../app/route-def';

/** Routes of the orders feature (screens are lazy chunks). */
export const ordersRoutes: RouteDef[] = [];
