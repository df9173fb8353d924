import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * "Open as Telegram user" (and the mocked Telegram behind it) is a tool for trying the app: it
 * shows on the dev server and in builds made for a sandbox on purpose (`npm run build:sandbox`,
 * VITE_PLATFORM_IS_SANDBOX), never in a build that only lacks its platform settings — that one
 * is headed for a real host, where no sandbox answers.
 */
async function offered(env: { DEV: boolean; VITE_PLATFORM_IS_SANDBOX?: string; VITE_API_URL?: string }) {
  vi.resetModules();
  vi.stubEnv('DEV', env.DEV);
  vi.stubEnv('VITE_PLATFORM_IS_SANDBOX', env.VITE_PLATFORM_IS_SANDBOX ?? '');
  vi.stubEnv('VITE_API_URL', env.VITE_API_URL ?? '');
  vi.stubEnv('VITE_API_V2_URL', env.VITE_API_URL ?? '');
  return (await import('../../src/config')).config.telegramMock;
}

afterEach(() => vi.unstubAllEnvs());

describe('the Telegram mock switch', () => {
  it('is offered on the dev server', async () => {
    expect(await offered({ DEV: true })).toBe(true);
  });

  it('is offered by builds made for a sandbox, bundled or on its own origin', async () => {
    expect(await offered({ DEV: false, VITE_PLATFORM_IS_SANDBOX: 'true' })).toBe(true);
    expect(
      await offered({ DEV: false, VITE_PLATFORM_IS_SANDBOX: '1', VITE_API_URL: 'http://localhost:8787/x' }),
    ).toBe(true);
  });

  it('is not offered by a build without platform settings, nor by one for a real platform', async () => {
    expect(await offered({ DEV: false })).toBe(false);
    expect(await offered({ DEV: false, VITE_API_URL: 'https://api.example.com' })).toBe(false);
  });
});
