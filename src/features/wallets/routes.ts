import type { RouteDef } from '../../app/route-def';

/** Routes of the wallets feature (screens are lazy chunks). */
export const walletsRoutes: RouteDef[] = [];
