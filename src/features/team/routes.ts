import { lazy } from 'react';
import { patterns } from '../../routing/paths';
import type { RouteDef } from '../../routing/route-def';

/** Routes of the team feature: a wallet's members and invites, and an invite link's landing. */
export const teamRoutes: RouteDef[] = [
  { path: patterns.team, component: lazy(() => import('./TeamScreen')) },
  { path: patterns.invite, component: lazy(() => import('./AcceptInviteScreen')) },
];
