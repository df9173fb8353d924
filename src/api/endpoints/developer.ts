/** Developer API keys (API.md §10) and frontend access keys (§18) — core service. */
import { endpoint } from '../endpoint';
import type {
  ApiKey,
  CreateApiKeyBody,
  CreatedApiKey,
  CreateFrontendKeyBody,
  FrontendKey,
  FrontendKeyAnswer,
  FrontendKeyWithSecret,
  RevokedFrontendKey,
  RotateApiKeyBody,
  RotatedApiKey,
  UpdateApiKeyBody,
  Vendor,
} from '../types';

type KeyPath = { key_id: string };

export const developerApi = {
  list: endpoint<Record<never, never>, ApiKey[]>({
    service: 'core',
    method: 'GET',
    path: '/developer/access/list',
  }),
  create: endpoint<{ body: CreateApiKeyBody }, CreatedApiKey>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/create',
  }),
  rotate: endpoint<{ body: RotateApiKeyBody }, RotatedApiKey>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/rotate',
  }),
  /** Answer not shown; the client ignores it. */
  update: endpoint<{ body: UpdateApiKeyBody }, unknown>({
    service: 'core',
    method: 'POST',
    path: '/developer/access/update',
  }),
  vendors: endpoint<Record<never, never>, Vendor[]>({
    service: 'core',
    method: 'GET',
    path: '/developer/vendors/list',
  }),

  frontendKeys: endpoint<Record<never, never>, FrontendKeyAnswer<FrontendKey[]>>({
    service: 'core',
    method: 'GET',
    path: '/frontend/access/keys',
  }),
  createFrontendKey: endpoint<{ body: CreateFrontendKeyBody }, FrontendKeyAnswer<FrontendKeyWithSecret>>({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys',
  }),
  regenerateFrontendKey: endpoint<{ path: KeyPath }, FrontendKeyAnswer<FrontendKeyWithSecret>>({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys/{key_id}/regenerate',
  }),
  revokeFrontendKey: endpoint<{ path: KeyPath }, FrontendKeyAnswer<RevokedFrontendKey>>({
    service: 'core',
    method: 'DELETE',
    path: '/frontend/access/keys/{key_id}',
  }),
};
