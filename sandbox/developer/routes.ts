import { developerRoutes as routes } from '../../src/contract/developer.ts';
import type { SandboxContext, SandboxModule } from '../server/context.ts';
import { fail, invalid } from '../server/errors.ts';
import { readBody } from '../server/validate.ts';
import { registerFrontendKeys } from './frontend-keys.ts';
import { apiKeys } from './keys.ts';
import { VENDORS } from './vendors.ts';

/** Developer API keys and vendors (API.md §10) — core service, raw token. */
export const registerDeveloper: SandboxModule = (ctx: SandboxContext) => {
  const keys = apiKeys(ctx);
  const developer = (c: Parameters<SandboxContext['userId']>[0]) => {
    const userId = ctx.userId(c, 'core');
    if (ctx.users.get(userId)?.is_developer === false) {
      fail(403, 'Developer access is not enabled for this account. Contact support to enable it.');
    }
    return userId;
  };
  const name = (given: string) => {
    const value = given.trim();
    if (!value) invalid('name', 'Give the key a name.');
    return value;
  };

  ctx.core.get('/developer/access/list', (c) => c.json(keys.list(developer(c))));

  ctx.core.post('/developer/access/create', (c) => {
    const userId = developer(c);
    const body = readBody(c, routes.create.body);
    const { row, secret } = keys.create(userId, name(body.name), body.role);
    return c.json({ ...keys.wire(row), apiKey: secret, key_hash: row.key_hash });
  });

  ctx.core.post('/developer/access/rotate', (c) => {
    const userId = developer(c);
    const body = readBody(c, routes.rotate.body);
    return c.json({ apiKey: keys.rotate(userId, body.uuid) });
  });

  // API.md: the answer is "not shown" (the client ignores it); we return the updated ApiKey.
  // The body is exactly `{uuid, role}`: a key cannot be renamed (a `name` is a 422).
  ctx.core.post('/developer/access/update', (c) => {
    const userId = developer(c);
    const body = readBody(c, routes.update.body);
    return c.json(keys.update(userId, body.uuid, { role: body.role }));
  });

  ctx.core.get('/developer/vendors/list', (c) => {
    developer(c);
    return c.json(VENDORS);
  });

  registerFrontendKeys(ctx, developer);
};
