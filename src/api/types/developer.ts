/** Developer API keys and frontend access keys — core service (API.md §10, §18). */
import type { IsoDate, OpenEnum, Uuid } from './common';

export const API_KEY_ROLES = ['READ_ONLY', 'DEVELOPER', 'PRODUCTION'] as const;
export type APIKeyRole = (typeof API_KEY_ROLES)[number];

export interface ApiKey {
  id: string;
  name: string;
  role: OpenEnum<APIKeyRole>;
  created_at: IsoDate;
  updated_at: IsoDate;
}

export interface CreateApiKeyBody {
  name: string;
  role: APIKeyRole;
}

/** The secret `apiKey` is shown once, on create and rotate. */
export interface CreatedApiKey extends ApiKey {
  apiKey: string;
  key_hash: string;
}

export interface RotateApiKeyBody {
  /** ApiKey.id */
  uuid: string;
}

export interface RotatedApiKey {
  apiKey: string;
}

export interface UpdateApiKeyBody {
  uuid: string;
  role: APIKeyRole;
}

export interface Vendor {
  id: string;
  name: string;
  type: string;
  currency: string;
  currency_id: string;
}

// ---- frontend access keys (§18) ----

export interface FrontendKey {
  id: string;
  name: string;
  role: APIKeyRole;
  wallet_id: Uuid;
  created_at: IsoDate;
  is_enabled: boolean;
}

export interface CreateFrontendKeyBody {
  name: string;
  role: APIKeyRole;
  wallet_id: Uuid;
}

export interface FrontendKeyWithSecret extends FrontendKey {
  key: string;
}

export interface FrontendKeyAnswer<T> {
  success: boolean;
  data: T;
}

export interface RevokedFrontendKey {
  id: string;
  revoked_at: IsoDate;
}
