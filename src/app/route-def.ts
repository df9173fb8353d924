import type { ComponentType, LazyExoticComponent } from 'react';

/** One entry of the route table. Each feature exports its own list from `features/<x>/routes.ts`. */
export interface RouteDef {
  /** A pattern from `patterns` in paths.ts. */
  path: string;
  /** Lazily loaded screen: every screen but the first is its own chunk. */
  component: LazyExoticComponent<ComponentType>;
  /** Reachable signed out (the auth screens). Everything else requires a session. */
  public?: boolean;
  /** The bottom tab this screen belongs to (highlighted in the tab bar); absent = no tab bar. */
  tab?: 'home' | 'cards' | 'profile';
}
