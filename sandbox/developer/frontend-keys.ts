import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type * as z from 'zod';
import { type FrontendKey, developerRoutes as routes } from '../../src/contract/developer.ts';
import type { APIKeyRole } from '../../src/contract/values/developer.ts';
import type { SandboxContext } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { ledgerFor } from '../wallets/ledger.ts';
import { hashSecret } from './keys.ts';
import { stepUp } from './step-up.ts';

/**
 * Frontend access keys (API.md §18) — core service, raw token. Choices where API.md is silent:
 * - A key belongs to a wallet; only the wallet's owner or an admin may create, see, regenerate or
 *   revoke its keys (a member with the `user` role gets 403, an unknown wallet 404).
 * - The secret (`fk_sandbox_…`) is in plain text only in the create and regenerate answers; the
 *   store keeps its SHA-256 hash. Regenerating replaces it: the old secret stops working at once.
 * - A revoked key is gone for good: it leaves the list, and regenerate or revoke answer 404.
 * - Regenerating and revoking may ask the caller to confirm it is them first (step-up.ts).
 * - Names are 1–64 characters, unique per wallet (case-insensitive); at most 10 keys per wallet.
 */
export const MAX_FRONTEND_KEYS_PER_WALLET = 10;

interface FrontendKeyRow {
  id: string;
  wallet_id: string;
  created_by: string;
  name: string;
  role: APIKeyRole;
  key_hash: string;
  created_at: string;
  revoked_at: string | null;
}

const newSecret = () => `fk_sandbox_${randomBytes(24).toString('base64url')}`;

export function registerFrontendKeys(ctx: SandboxContext, developer: (c: Context) => string) {
  const table = ctx.store.table<FrontendKeyRow>('frontend_access_keys');
  const ledger = ledgerFor(ctx);
  const confirmIdentity = stepUp(ctx);
  const iso = () => new Date(ctx.now()).toISOString();
  const wire = (r: FrontendKeyRow): z.input<typeof FrontendKey> => ({
    id: r.id,
    name: r.name,
    role: r.role,
    wallet_id: r.wallet_id,
    created_at: r.created_at,
    is_enabled: r.revoked_at === null,
  });
  /** The live key, when the caller manages its wallet. */
  const manageable = (c: Context, id: string) => {
    developer(c);
    const row = table.get(id);
    if (!row || row.revoked_at !== null) fail(404, 'This access key was not found.');
    ledger.assertWalletAccess(c, row.wallet_id, 'core', 'manage');
    return row;
  };

  ctx.core.get('/frontend/access/keys', (c) => {
    const userId = developer(c);
    const managed = new Set(
      ledger
        .walletsOf(userId)
        .filter((w) => w.members[userId] === 'owner' || w.members[userId] === 'admin')
        .map((w) => w.uuid),
    );
    const data = table
      .filter((r) => r.revoked_at === null && managed.has(r.wallet_id))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id))
      .map(wire);
    return c.json({ success: true, data });
  });

  ctx.core.post('/frontend/access/keys', (c) => {
    const userId = developer(c);
    const body = readBody(c, routes.createFrontendKey.body);
    const name = body.name.trim();
    if (!name) invalid('name', 'Give the key a name.');
    ledger.assertWalletAccess(c, body.wallet_id, 'core', 'manage');
    const live = table.filter((r) => r.wallet_id === body.wallet_id && r.revoked_at === null);
    if (live.length >= MAX_FRONTEND_KEYS_PER_WALLET)
      fail(400, `A wallet can have at most ${MAX_FRONTEND_KEYS_PER_WALLET} access keys. Revoke one first.`);
    if (live.some((r) => r.name.toLowerCase() === name.toLowerCase()))
      fail(422, 'This wallet already has a key with this name. Choose another name.', {
        name: 'Name already used.',
      });
    const secret = newSecret();
    const id = randomUUID();
    const row = table.set(id, {
      id,
      wallet_id: body.wallet_id,
      created_by: userId,
      name,
      role: body.role,
      key_hash: hashSecret(secret),
      created_at: iso(),
      revoked_at: null,
    });
    return c.json({ success: true, data: { ...wire(row), key: secret } });
  });

  ctx.core.post('/frontend/access/keys/:key_id/regenerate', (c) => {
    readBody(c, routes.regenerateFrontendKey.body);
    const row = manageable(c, c.req.param('key_id'));
    confirmIdentity(c, developer(c));
    const secret = newSecret();
    const next = table.set(row.id, { ...row, key_hash: hashSecret(secret) });
    return c.json({ success: true, data: { ...wire(next), key: secret } });
  });

  ctx.core.delete('/frontend/access/keys/:key_id', (c) => {
    readBody(c, routes.revokeFrontendKey.body);
    const row = manageable(c, c.req.param('key_id'));
    confirmIdentity(c, developer(c));
    const revoked = table.set(row.id, { ...row, revoked_at: iso() });
    return c.json({ success: true, data: { id: revoked.id, revoked_at: revoked.revoked_at! } });
  });
}
