import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCaptcha } from '../../src/features/auth/captcha/load-captcha';
import { CAPTCHA_PROVIDERS, captchaProvider } from '../../src/lib/captcha-providers';
import { cspDirectives, securityHeaders } from '../../src/lib/csp';

/**
 * The captcha provider by configuration (issue 22 item 9): exactly the configured provider's
 * sources in the policy, none without one, a misspelt name stops the build; the loader follows
 * the providers' explicit-render API (one script, `onload=` callback, the global it defines).
 */
const directive = (env: Parameters<typeof cspDirectives>[0], name: string) =>
  cspDirectives(env)
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('captcha in the Content-Security-Policy', () => {
  const ALL = Object.values(CAPTCHA_PROVIDERS).flatMap((p) => Object.values(p.csp).flat());

  it('has no provider source when captcha is not configured (or half configured)', () => {
    for (const env of [{}, { VITE_CAPTCHA_PROVIDER: 'turnstile' }, { VITE_CAPTCHA_SITE_KEY: 'k' }]) {
      const text = cspDirectives(env).flat().join(' ');
      for (const source of ALL) expect(text).not.toContain(source);
    }
  });

  it.each(Object.keys(CAPTCHA_PROVIDERS) as (keyof typeof CAPTCHA_PROVIDERS)[])(
    '%s: its script and frame sources, and no other provider’s',
    (name) => {
      const env = { VITE_CAPTCHA_PROVIDER: name, VITE_CAPTCHA_SITE_KEY: 'site-key' };
      const own = CAPTCHA_PROVIDERS[name].csp;
      expect(directive(env, 'script-src')).toEqual(expect.arrayContaining([...own.script]));
      expect(directive(env, 'frame-src')).toEqual(expect.arrayContaining([...own.frame]));
      const others = Object.entries(CAPTCHA_PROVIDERS)
        .filter(([n]) => n !== name)
        .flatMap(([, p]) => Object.values(p.csp).flat())
        .filter((s) => !Object.values(own).flat().includes(s));
      const text = cspDirectives(env).flat().join(' ');
      for (const source of others) expect(text).not.toContain(source);
      // The deploy headers carry the same policy.
      expect(securityHeaders(env)[0]![1]).toContain(own.script[0]);
    },
  );

  it('hCaptcha also gets its style and connect sources (its documented CSP)', () => {
    const env = { VITE_CAPTCHA_PROVIDER: 'hcaptcha', VITE_CAPTCHA_SITE_KEY: 'k' };
    expect(directive(env, 'connect-src')).toContain('https://*.hcaptcha.com');
    expect(directive(env, 'style-src-elem')).toContain('https://*.hcaptcha.com');
  });

  it('a provider name that is not one stops the build', () => {
    expect(() => captchaProvider('capcha', 'k')).toThrow(/VITE_CAPTCHA_PROVIDER must be one of/);
    expect(captchaProvider(' Turnstile ', 'k')).toBe('turnstile');
  });
});

describe('loadCaptcha', () => {
  // happy-dom runs no external scripts: the script element is kept from the document and the
  // provider's side (its onload callback, a failed load) is played by the test.
  let appended: HTMLScriptElement[] = [];
  beforeEach(() => {
    appended = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      appended.push(...(nodes as HTMLScriptElement[]));
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>).turnstile;
  });

  it('appends the provider script once with its onload callback and resolves with the API it defines', async () => {
    const first = loadCaptcha('turnstile', 'en');
    const again = loadCaptcha('turnstile', 'en');
    expect(again).toBe(first);
    expect(appended).toHaveLength(1);
    const src = new URL(appended[0]!.src);
    expect(`${src.origin}${src.pathname}`).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js');
    expect(src.searchParams.get('render')).toBe('explicit');
    expect(appended[0]!.async).toBe(true);
    const onload = src.searchParams.get('onload')!;
    const api = { render: vi.fn(() => 'w1'), reset: vi.fn() };
    (window as unknown as Record<string, unknown>).turnstile = api;
    (window as unknown as Record<string, () => void>)[onload]!();
    await expect(first).resolves.toBe(api);
  });

  it('a script that fails to load rejects, and the next call tries again', async () => {
    // A fresh module: the loader above kept its (resolved) load.
    vi.resetModules();
    const { loadCaptcha: load } = await import('../../src/features/auth/captcha/load-captcha');
    const failing = load('hcaptcha', 'en');
    expect(appended[0]!.src).toMatch(/^https:\/\/js\.hcaptcha\.com\/1\/api\.js\?render=explicit/);
    appended[0]!.onerror?.(new Event('error'));
    await expect(failing).rejects.toThrow(/did not load/);
    const retry = load('hcaptcha', 'en');
    expect(retry).not.toBe(failing);
    expect(appended).toHaveLength(2);
    retry.catch(() => {});
  });

  it('a script that loads without defining the API rejects too', async () => {
    vi.resetModules();
    const { loadCaptcha: load } = await import('../../src/features/auth/captcha/load-captcha');
    const loading = load('recaptcha', 'en');
    const onload = new URL(appended[0]!.src).searchParams.get('onload')!;
    (window as unknown as Record<string, () => void>)[onload]!();
    await expect(loading).rejects.toThrow(/did not load/);
  });
});
