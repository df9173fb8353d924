import { authRoutes } from '../features/auth/routes';
import { cardsRoutes } from '../features/cards/routes';
import { developerRoutes } from '../features/developer/routes';
import { kycRoutes } from '../features/kyc/routes';
import { ordersRoutes } from '../features/orders/routes';
import { profileRoutes } from '../features/profile/routes';
import { recipientsRoutes } from '../features/recipients/routes';
import { securityRoutes } from '../features/security/routes';
import { teamRoutes } from '../features/team/routes';
import { walletsRoutes } from '../features/wallets/routes';
import type { TenantFeature } from '../lib/tenant-config';
import { patterns } from '../routing/paths';
import type { RouteDef } from '../routing/route-def';

/**
 * The orders' screens that belong to a service the tenant may turn off (SystemConfig, API.md §6).
 * Said here rather than in orders/routes.ts while that feature is being rewritten (issue 21's flow
 * engine); a feature that owns its routes sets `offered` itself.
 */
const ORDER_SERVICES: Partial<Record<string, TenantFeature>> = {
  [patterns.exchange]: 'exchange',
  [patterns.withdraw]: 'cryptoWithdrawal',
  [patterns.send]: 'cryptoWithdrawal',
};

const offeredAs = (defs: RouteDef[], services: Partial<Record<string, TenantFeature>>): RouteDef[] =>
  defs.map((def) => (services[def.path] && !def.offered ? { ...def, offered: services[def.path] } : def));

/**
 * The whole route table: each feature owns its list, the app composes them here. Order matters
 * only between patterns that could both match; wouter's Switch takes the first match.
 */
export const routes: RouteDef[] = [
  ...authRoutes,
  ...walletsRoutes,
  ...offeredAs(ordersRoutes, ORDER_SERVICES),
  ...recipientsRoutes,
  ...cardsRoutes,
  ...kycRoutes,
  ...teamRoutes,
  ...profileRoutes,
  ...securityRoutes,
  ...developerRoutes,
];
