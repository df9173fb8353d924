import { CAPTCHA_PROVIDERS, captchaProvider } from './captcha-providers.ts';

/**
 * The Content-Security-Policy of the production build, computed from the same configuration the
 * app reads (VITE_* variables). Pure: the Vite plugin (src/build/csp-plugin.ts) writes it into index.html,
 * the KYC overlay checks frame origins against `kycFrameOrigins`, and tests read it directly.
 */
export interface CspEnv {
  VITE_API_URL?: string | undefined;
  VITE_API_V2_URL?: string | undefined;
  VITE_API_TOTP_URL?: string | undefined;
  VITE_SUMSUB_ORIGIN?: string | undefined;
  VITE_PERSONA_ORIGIN?: string | undefined;
  /** "true" when the configured platform URLs are a separately run sandbox (`npm run sandbox`). */
  VITE_PLATFORM_IS_SANDBOX?: string | undefined;
  /** The tenant's logo on the sign-in screens (config.ts): a /path here, or a URL on its own host. */
  VITE_APP_LOGO_URL?: string | undefined;
  /** The captcha provider of the web sign-in (turnstile, hcaptcha, recaptcha) and its site key. */
  VITE_CAPTCHA_PROVIDER?: string | undefined;
  VITE_CAPTCHA_SITE_KEY?: string | undefined;
  /** Hashes (`'sha256-…'`) of the build's inline scripts (the HTML's first requests). */
  scriptHashes?: string[];
}

/** Where the providers' verification pages live (their SDKs frame these origins). */
export const DEFAULT_SUMSUB_ORIGIN = 'https://in.sumsub.com';
export const DEFAULT_PERSONA_ORIGIN = 'https://inquiry.withpersona.com';

/** Telegram's web clients, the only pages allowed to frame the app (response header only). */
export const TELEGRAM_WEB_ORIGINS = ['https://web.telegram.org', 'https://*.web.telegram.org'];

/**
 * Inline <style> text that telegram-ui's bottom sheet injects at run time: its Modal is vaul's
 * Drawer, which inserts one <style> of its own CSS when loaded; the Radix Dialog under it locks
 * page scroll with react-remove-scroll(-bar), which inserts <style> elements whose text carries
 * the measured scrollbar width and a per-dialog id, so no fixed hash can cover them. That is why
 * `style-src-elem` needs 'unsafe-inline'. Style *attributes* in markup are still refused
 * (`style-src-attr 'none'`): React's `style` prop and the SDK's CSS variables go through the
 * CSSOM, which the policy does not govern.
 */
const STYLE_ELEM_REASON = "'unsafe-inline'";

function origin(url: string | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  try {
    const u = new URL(value);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null; // a relative URL: the sandbox on this origin
  }
}

const unique = (items: (string | null)[]) => [...new Set(items.filter((x): x is string => !!x))];

export function usesSandbox(env: CspEnv): boolean {
  return !env.VITE_API_URL?.trim() && !env.VITE_API_V2_URL?.trim();
}

/** The three platform origins; 'self' stands for a service served from this origin (the sandbox). */
export function platformOrigins(env: CspEnv): string[] {
  const urls = [env.VITE_API_URL, env.VITE_API_V2_URL, env.VITE_API_TOTP_URL];
  return unique(urls.map((u) => origin(u) ?? "'self'"));
}

/**
 * True when the platform is our sandbox: the bundled one (no platform URL), or a separately run
 * one the build was told about with VITE_PLATFORM_IS_SANDBOX. Only then does the app use the
 * sandbox's own pages and test aids; a build for a real platform never does.
 */
export function platformIsSandbox(env: CspEnv): boolean {
  return usesSandbox(env) || saysSandbox(env);
}

/**
 * True when the build was told it runs on a sandbox (VITE_PLATFORM_IS_SANDBOX, or `vite build
 * --mode sandbox`): a build made to try the app, not one that merely lacks its platform settings.
 */
export function saysSandbox(env: CspEnv): boolean {
  const flag = env.VITE_PLATFORM_IS_SANDBOX?.trim().toLowerCase();
  return flag === 'true' || flag === '1';
}

/**
 * Where the sandbox serves its own pages (the KYC stand-in, under /__sandbox beside /__platform):
 * 'self' for the bundled sandbox, the v2 service's origin for a separate one, null otherwise.
 */
export function sandboxPagesSource(env: CspEnv): string | null {
  if (usesSandbox(env)) return "'self'";
  if (!platformIsSandbox(env)) return null;
  return origin(env.VITE_API_V2_URL) ?? origin(env.VITE_API_URL);
}

/**
 * Where images may come from: this origin, data: and blob: (QR codes, generated pictures), the
 * host of the tenant's logo when it is configured as a full URL (a build setting,
 * VITE_APP_LOGO_URL: SystemConfig has no logo), and the v2 service, whose storage serves the
 * pictures users upload (API.md §19: UserData.logo_url and Wallet.logo_url point at
 * GET /storage/logo/… there; the sandbox's is 'self'). Nothing else from outside is ever drawn.
 */
export function imageSources(env: CspEnv): string[] {
  return unique(["'self'", 'data:', 'blob:', origin(env.VITE_APP_LOGO_URL), origin(env.VITE_API_V2_URL)]);
}

/** Origins a KYC provider page may be framed from. */
export function kycFrameOrigins(env: CspEnv): string[] {
  return unique([
    origin(env.VITE_SUMSUB_ORIGIN) ?? DEFAULT_SUMSUB_ORIGIN,
    origin(env.VITE_PERSONA_ORIGIN) ?? DEFAULT_PERSONA_ORIGIN,
  ]);
}

/**
 * The configured captcha provider's sources by directive (empty when captcha is off): that one
 * provider is let in, no other.
 */
export function captchaSources(env: CspEnv): {
  script: string[];
  frame: string[];
  style: string[];
  connect: string[];
} {
  const name = captchaProvider(env.VITE_CAPTCHA_PROVIDER, env.VITE_CAPTCHA_SITE_KEY);
  const csp = name ? CAPTCHA_PROVIDERS[name].csp : null;
  const list = (key: 'script' | 'frame' | 'style' | 'connect') => [
    ...((csp as Record<string, readonly string[]> | null)?.[key] ?? []),
  ];
  return { script: list('script'), frame: list('frame'), style: list('style'), connect: list('connect') };
}

export type CspDirectives = [name: string, ...sources: string[]][];

/** The policy as directives; `forHeader` adds what a <meta> policy cannot carry. */
export function cspDirectives(env: CspEnv, { forHeader = false } = {}): CspDirectives {
  const frames = kycFrameOrigins(env);
  // The sandbox's stand-in verification page, framed only when the platform is the sandbox.
  const standIn = sandboxPagesSource(env);
  if (standIn) frames.unshift(standIn);
  const captcha = captchaSources(env);
  const directives: CspDirectives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(env.scriptHashes ?? []), ...captcha.script],
    ['style-src', "'self'", STYLE_ELEM_REASON, ...captcha.style],
    ['style-src-elem', "'self'", STYLE_ELEM_REASON, ...captcha.style],
    ['style-src-attr', "'none'"],
    ['img-src', ...imageSources(env)],
    ['font-src', "'self'"],
    ['connect-src', ...platformOrigins(env), ...captcha.connect],
    ['frame-src', ...frames, ...captcha.frame],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
  ];
  if (forHeader) directives.push(['frame-ancestors', ...TELEGRAM_WEB_ORIGINS]);
  return directives;
}

export function cspText(env: CspEnv, opts: { forHeader?: boolean } = {}): string {
  return cspDirectives(env, opts)
    .map((d) => d.join(' '))
    .join('; ');
}

/**
 * The response headers a static host should send with every file of the build (README, deploy).
 * HSTS: two years with subdomains (Telegram only opens HTTPS Mini Apps anyway). Referrer: none,
 * since paths carry wallet and card ids. nosniff: scripts and styles only as their declared type.
 */
export function securityHeaders(env: CspEnv): [name: string, value: string][] {
  return [
    ['Content-Security-Policy', cspText(env, { forHeader: true })],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
  ];
}
