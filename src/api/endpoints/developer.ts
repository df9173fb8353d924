/** Developer API keys (API.md §10) and frontend access keys (§18) — core service. */

import type { developerRoutes as R } from '../../contract/developer';
import { endpoint } from '../endpoint';

export const developerApi = {
  list: endpoint<typeof R.list>({
    service: 'core',
    method: 'GET',
    path: '/developer/access/list',
  }),
  create: endpoint<typeof R.create>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/create',
  }),
  rotate: endpoint<typeof R.rotate>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/rotate',
  }),
  /** Answer not shown; the client ignores it. */
  update: endpoint<typeof R.update>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/update',
  }),
  vendors: endpoint<typeof R.vendors>({
    service: 'core',
    method: 'GET',
    path: '/developer/vendors/list',
  }),

  frontendKeys: endpoint<typeof R.frontendKeys>({
    service: 'core',
    method: 'GET',
    path: '/frontend/access/keys',
  }),
  createFrontendKey: endpoint<typeof R.createFrontendKey>({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys',
  }),
  regenerateFrontendKey: endpoint<typeof R.regenerateFrontendKey>({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys/{key_id}/regenerate',
  }),
  revokeFrontendKey: endpoint<typeof R.revokeFrontendKey>({
    service: 'core',
    method: 'DELETE',
    path: '/frontend/access/keys/{key_id}',
  }),
};
