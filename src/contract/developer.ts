/** Developer API keys (API.md §10) and frontend access keys (§18) — core service. */
import * as z from 'zod';
import { API_KEY_ROLES } from './values/developer.ts';
import { bool, emptyBody, filled, iso, openEnum, route, str, text, uuid } from './wire.ts';

export const ApiKey = z.strictObject({
  id: str,
  name: str,
  role: openEnum(API_KEY_ROLES),
  created_at: iso,
  updated_at: iso,
});
export type ApiKey = z.output<typeof ApiKey>;

export const CreateApiKeyBody = z.strictObject({ name: filled(64), role: z.enum(API_KEY_ROLES) });

/** The secret `apiKey` is shown once, on create and rotate. */
export const CreatedApiKey = z.strictObject({ ...ApiKey.shape, apiKey: str, key_hash: str });

export const RotateApiKeyBody = z.strictObject({
  /** ApiKey.id */
  uuid: filled(64),
});

export const RotatedApiKey = z.strictObject({ apiKey: str });

/** Exactly `{uuid, role}`: a key cannot be renamed. */
export const UpdateApiKeyBody = z.strictObject({ uuid: filled(64), role: z.enum(API_KEY_ROLES) });

export const Vendor = z.strictObject({ id: str, name: str, type: str, currency: str, currency_id: str });
export type Vendor = z.output<typeof Vendor>;

// ---- frontend access keys (§18) ----

export const FrontendKey = z.strictObject({
  id: str,
  name: str,
  role: z.enum(API_KEY_ROLES),
  wallet_id: uuid,
  created_at: iso,
  is_enabled: bool,
});
export type FrontendKey = z.output<typeof FrontendKey>;

export const CreateFrontendKeyBody = z.strictObject({
  name: text(64),
  role: z.enum(API_KEY_ROLES),
  wallet_id: uuid,
});
export type CreateFrontendKeyBody = z.input<typeof CreateFrontendKeyBody>;

export const FrontendKeyWithSecret = z.strictObject({ ...FrontendKey.shape, key: str });
export type FrontendKeyWithSecret = z.output<typeof FrontendKeyWithSecret>;

export const RevokedFrontendKey = z.strictObject({ id: str, revoked_at: iso });

const answer = <T extends z.ZodType>(data: T) => z.strictObject({ success: bool, data });

export const developerRoutes = {
  list: route({ service: 'core', method: 'GET', path: '/developer/access/list', response: z.array(ApiKey) }),
  create: route({
    service: 'core',
    method: 'POST',
    path: '/developer/access/create',
    body: CreateApiKeyBody,
    response: CreatedApiKey,
  }),
  rotate: route({
    service: 'core',
    method: 'POST',
    path: '/developer/access/rotate',
    body: RotateApiKeyBody,
    response: RotatedApiKey,
  }),
  /** Answer not shown (the client ignores it); our sandbox answers the updated ApiKey. */
  update: route({
    service: 'core',
    method: 'POST',
    path: '/developer/access/update',
    body: UpdateApiKeyBody,
    response: ApiKey,
  }),
  vendors: route({
    service: 'core',
    method: 'GET',
    path: '/developer/vendors/list',
    response: z.array(Vendor),
  }),

  frontendKeys: route({
    service: 'core',
    method: 'GET',
    path: '/frontend/access/keys',
    response: answer(z.array(FrontendKey)),
  }),
  createFrontendKey: route({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys',
    body: CreateFrontendKeyBody,
    response: answer(FrontendKeyWithSecret),
  }),
  regenerateFrontendKey: route({
    service: 'core',
    method: 'POST',
    path: '/frontend/access/keys/{key_id}/regenerate',
    body: emptyBody,
    response: answer(FrontendKeyWithSecret),
  }),
  revokeFrontendKey: route({
    service: 'core',
    method: 'DELETE',
    path: '/frontend/access/keys/{key_id}',
    body: emptyBody,
    response: answer(RevokedFrontendKey),
  }),
};
