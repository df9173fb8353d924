import { createSandbox } from '../../sandbox/app.ts';
import type { OutboxMessage } from '../../sandbox/server/context.ts';

/**
 * A fresh in-memory sandbox driven through its fetch handler (no port), for the sandbox's own
 * unit tests. `v2(path, {body, token})` sends what a correct client sends.
 */
export function sandboxClient() {
  const sandbox = createSandbox({ dataDir: null });
  const request = async (
    url: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> },
  ) => {
    const res = await sandbox.fetch(
      new Request(`http://sandbox.test${url}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { 'x-tenant-id': 'sandbox-tenant', 'content-type': 'application/json', ...init.headers },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
    );
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read answer bodies loosely and assert their shape.
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    return { status: res.status, json, text };
  };
  const v2 = (path: string, opts: { method?: string; body?: unknown; token?: string } = {}) =>
    request(`/__platform/v2${path}`, {
      method: opts.method,
      body: opts.body,
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
  const control = (path: string, body?: unknown) => request(`/__sandbox${path}`, { body });
  const outbox = (): OutboxMessage[] => sandbox.ctx.outbox();
  const lastCode = (to: string) => [...outbox()].reverse().find((m) => m.to === to)?.code ?? '';
  const session = async (email = 'someone@example.com') =>
    (await control('/session', { email })).json as {
      access_token: string;
      refresh_token: string;
      user_id: string;
    };
  return { sandbox, request, v2, control, outbox, lastCode, session, close: () => sandbox.close() };
}

export type SandboxClient = ReturnType<typeof sandboxClient>;
