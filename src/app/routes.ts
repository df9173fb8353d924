import { authRoutes } from '../features/auth/routes';
import { cardsRoutes } from '../features/cards/routes';
import { developerRoutes } from '../features/developer/routes';
import { kycRoutes } from '../features/kyc/routes';
import { ordersRoutes } from '../features/orders/routes';
import { profileRoutes } from '../features/profile/routes';
import { recipientsRoutes } from '../features/recipients/routes';
import { referralsRoutes } from '../features/referrals/routes';
import { securityRoutes } from '../features/security/routes';
import { walletsRoutes } from '../features/wallets/routes';
import type { RouteDef } from '../routing/route-def';

/**
 * The whole route table: each feature owns its list, the app composes them here. Order matters
 * only between patterns that could both match; wouter's Switch takes the first match.
 */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...walletsRoutes,
  ...ordersRoutes,
  ...recipientsRoutes,
  ...cardsRoutes,
  ...kycRoutes,
  ...profileRoutes,
  ...securityRoutes,
  ...developerRoutes,
  ...referralsRoutes,
];
