import type { ComponentType, LazyExoticComponent } from 'react';
import type { TenantFeature } from '../lib/tenant-config';
import type { LazyScreen } from './lazy-screen';

/** One entry of the route table. Each feature exports its own list from `features/<x>/routes.ts`. */
export interface RouteDef {
  /** A pattern from `patterns` in paths.ts. */
  path: string;
  /**
   * Lazily loaded screen: every screen but the first is its own chunk. The first screens use
   * `lazyScreen` (routing/lazy-screen.ts) so the boot can load them before rendering.
   */
  component: LazyExoticComponent<ComponentType> | LazyScreen;
  /** Reachable signed out (the auth screens). Everything else requires a session. */
  public?: boolean;
  /** The bottom tab this screen belongs to (highlighted in the tab bar); absent = no tab bar. */
  tab?: 'home' | 'cards' | 'profile';
  /**
   * The tenant service this screen belongs to (lib/tenant-config.ts): when the tenant does not
   * offer it, the route and its deep links show a screen that says so instead (ui/OfferedOnly).
   */
  offered?: TenantFeature;
}
