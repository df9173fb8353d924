import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cspDirectives,
  cspText,
  kycFrameOrigins,
  platformIsSandbox,
  platformOrigins,
} from '../../src/lib/csp';
import { attachTelegram, httpsUrl, openExternal, type TelegramBridge } from '../../src/lib/platform';

const REAL = {
  VITE_API_URL: 'https://core.example.com/api',
  VITE_API_V2_URL: 'https://v2.example.com',
  VITE_API_TOTP_URL: 'https://totp.example.com/base/',
};
const directive = (env: object, name: string, opts = {}) =>
  cspDirectives(env, opts)
    .find(([n]) => n === name)
    ?.slice(1);

describe('Content-Security-Policy from the configuration', () => {
  it('a platform build connects only to the three platform origins and frames only the KYC providers', () => {
    expect(directive(REAL, 'connect-src')).toEqual([
      'https://core.example.com',
      'https://v2.example.com',
      'https://totp.example.com',
    ]);
    expect(directive(REAL, 'frame-src')).toEqual([
      'https://in.sumsub.com',
      'https://inquiry.withpersona.com',
    ]);
    expect(directive(REAL, 'script-src')).toEqual(["'self'"]);
    expect(directive(REAL, 'default-src')).toEqual(["'self'"]);
    expect(directive(REAL, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://v2.example.com']);
    expect(directive(REAL, 'object-src')).toEqual(["'none'"]);
    expect(directive(REAL, 'base-uri')).toEqual(["'none'"]);
    expect(directive(REAL, 'style-src-attr')).toEqual(["'none'"]);
    expect(cspText(REAL)).not.toContain('unsafe-eval');
  });

  it('the sandbox build talks to its own origin and frames its stand-in page there', () => {
    expect(platformOrigins({})).toEqual(["'self'"]);
    expect(directive({}, 'frame-src')).toEqual([
      "'self'",
      'https://in.sumsub.com',
      'https://inquiry.withpersona.com',
    ]);
    expect(directive(REAL, 'frame-src')).not.toContain("'self'");
  });

  it('a separately run sandbox (flagged) frames its stand-in page from the platform origin, nothing wider', () => {
    const separate = {
      VITE_API_URL: 'http://localhost:8787/__platform/core',
      VITE_API_V2_URL: 'http://localhost:8787/__platform/v2',
      VITE_API_TOTP_URL: 'http://localhost:8787/__platform/totp',
    };
    expect(directive({ ...separate, VITE_PLATFORM_IS_SANDBOX: 'true' }, 'frame-src')).toEqual([
      'http://localhost:8787',
      'https://in.sumsub.com',
      'https://inquiry.withpersona.com',
    ]);
    // Without the flag (or with anything but true/1) a platform build frames the providers only.
    for (const flag of [undefined, '', 'false', 'yes'])
      expect(directive({ ...REAL, VITE_PLATFORM_IS_SANDBOX: flag }, 'frame-src')).toEqual([
        'https://in.sumsub.com',
        'https://inquiry.withpersona.com',
      ]);
    expect(platformIsSandbox({ ...REAL, VITE_PLATFORM_IS_SANDBOX: '1' })).toBe(true);
    expect(platformIsSandbox(REAL)).toBe(false);
    expect(platformIsSandbox({})).toBe(true);
  });

  it('configured provider origins replace the defaults; junk falls back to them', () => {
    expect(
      kycFrameOrigins({
        VITE_SUMSUB_ORIGIN: 'https://api.sumsub.com/x',
        VITE_PERSONA_ORIGIN: 'javascript:alert(1)',
      }),
    ).toEqual(['https://api.sumsub.com', 'https://inquiry.withpersona.com']);
  });

  it('issue 19: a tenant logo on its own host is allowed by img-src, and only that host', () => {
    const branded = { ...REAL, VITE_APP_LOGO_URL: 'https://cdn.tenant.example/brand/logo.png?v=3' };
    expect(directive(branded, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.tenant.example',
      'https://v2.example.com',
    ]);
    expect(cspText(branded, { forHeader: true })).toContain(
      "img-src 'self' data: blob: https://cdn.tenant.example https://v2.example.com;",
    );
    // A logo served with the app, inline, or not a URL at all adds nothing.
    for (const logo of ['/brand/logo.svg', 'data:image/svg+xml,<svg/>', 'javascript:alert(1)', '', undefined])
      expect(directive({ ...REAL, VITE_APP_LOGO_URL: logo }, 'img-src')).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://v2.example.com',
      ]);
  });

  it('issue 22: uploaded pictures load from the v2 service (its storage), and from no other platform origin', () => {
    // UserData.logo_url / Wallet.logo_url: GET /storage/logo/{folder}/{file} on the v2 service.
    expect(directive(REAL, 'img-src')).toContain('https://v2.example.com');
    expect(directive(REAL, 'img-src')).not.toContain('https://core.example.com');
    expect(directive(REAL, 'img-src')).not.toContain('https://totp.example.com');
    // A v2 service with a path keeps only its origin; a separately run sandbox is its own origin.
    const sandbox = {
      VITE_API_V2_URL: 'http://localhost:8787/__platform/v2',
      VITE_PLATFORM_IS_SANDBOX: 'true',
    };
    expect(directive(sandbox, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'http://localhost:8787']);
    // The bundled sandbox serves its storage from this origin: 'self' already covers it.
    expect(directive({}, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('frame-ancestors (Telegram web clients) only in the header form, which a <meta> cannot carry', () => {
    expect(directive(REAL, 'frame-ancestors')).toBeUndefined();
    expect(directive(REAL, 'frame-ancestors', { forHeader: true })).toContain('https://web.telegram.org');
  });
});

describe('openExternal leaves the app for https: pages only', () => {
  afterEach(() => attachTelegram(null));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.com',
    'file:///etc/passwd',
    '//evil.com',
    '/relative/path',
    'mailto:a@b.c',
    'https://',
    '',
  ])('refuses %j', (url) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const openLink = vi.fn();
    expect(openExternal(url)).toBe(false);
    attachTelegram({ openLink } as unknown as TelegramBridge);
    expect(openExternal(url)).toBe(false);
    expect(open).not.toHaveBeenCalled();
    expect(openLink).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('opens an https page in a new tab on the web and through Telegram inside Telegram', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    expect(openExternal('https://example.com/terms')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://example.com/terms', '_blank', 'noopener,noreferrer');
    const openLink = vi.fn();
    attachTelegram({ openLink } as unknown as TelegramBridge);
    expect(openExternal('https://example.com/a b')).toBe(true);
    expect(openLink).toHaveBeenCalledWith('https://example.com/a%20b');
    expect(httpsUrl(42)).toBeNull();
    open.mockRestore();
  });
});
