import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type * as z from 'zod';
import type { ApiKey } from '../../src/contract/developer.ts';
import type { APIKeyRole as ApiKeyRole } from '../../src/contract/values/developer.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail } from '../server/errors.ts';

/**
 * Developer API keys (API.md §10). The secret (`sk_sandbox_…`) exists in plain text only in the
 * create and rotate answers; the store keeps its SHA-256 hash, as a real platform must.
 */
export type { ApiKeyRole };

/** Keys per user: enough for dev/staging/prod per integration, small enough to stay auditable. */
export const MAX_KEYS = 20;

export interface ApiKeyRow {
  id: string;
  user_id: string;
  name: string;
  role: ApiKeyRole;
  key_hash: string;
  created_at: string;
  updated_at: string;
}

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => `sk_sandbox_${randomBytes(24).toString('base64url')}`;

export function apiKeys(ctx: SandboxContext) {
  const table = ctx.store.table<ApiKeyRow>('developer_api_keys');
  const iso = () => new Date(ctx.now()).toISOString();
  const wire = ({ id, name, role, created_at, updated_at }: ApiKeyRow): z.input<typeof ApiKey> => ({
    id,
    name,
    role,
    created_at,
    updated_at,
  });

  const own = (userId: string, id: string) => {
    const row = table.get(id);
    if (!row || row.user_id !== userId) fail(404, 'This API key was not found.');
    return row;
  };

  const assertUniqueName = (userId: string, name: string, exceptId?: string) => {
    const clash = table.find(
      (r) => r.user_id === userId && r.id !== exceptId && r.name.toLowerCase() === name.toLowerCase(),
    );
    if (clash)
      fail(422, 'You already have a key with this name. Choose another name.', {
        name: 'Name already used.',
      });
  };

  return {
    list: (userId: string) =>
      table
        .filter((r) => r.user_id === userId)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
        .map(wire),
    create(userId: string, name: string, role: ApiKeyRole) {
      if (table.filter((r) => r.user_id === userId).length >= MAX_KEYS) {
        fail(400, `You can have at most ${MAX_KEYS} API keys. Delete or reuse one first.`);
      }
      assertUniqueName(userId, name);
      const secret = newSecret();
      const at = iso();
      const id = randomUUID();
      const row = table.set(id, {
        id,
        user_id: userId,
        name,
        role,
        key_hash: hashSecret(secret),
        created_at: at,
        updated_at: at,
      });
      return { row, secret };
    },
    rotate(userId: string, id: string) {
      const row = own(userId, id);
      const secret = newSecret();
      table.set(id, { ...row, key_hash: hashSecret(secret), updated_at: iso() });
      return secret;
    },
    update(userId: string, id: string, patch: { role: ApiKeyRole; name?: string }) {
      const row = own(userId, id);
      if (patch.name !== undefined) assertUniqueName(userId, patch.name, id);
      return wire(table.set(id, { ...row, ...patch, updated_at: iso() }));
    },
    /** The key row a secret belongs to (what the platform's API gateway would do). */
    bySecret: (secret: string) => table.find((r) => r.key_hash === hashSecret(secret)),
    wire,
  };
}
