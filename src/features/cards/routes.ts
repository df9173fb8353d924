import type { RouteDef } from '../../app/route-def';

/** Routes of the cards feature (screens are lazy chunks). */
export const cardsRoutes: RouteDef[] = [];
