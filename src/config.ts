import { type CspEnv, platformIsSandbox, saysSandbox } from './lib/csp';

/**
 * Reads the platform configuration once. These variable names are a public contract.
 * (VITE_SERVER_PUBLIC_KEY_BASE64 is read where it is used, api/card-secrets.ts, so the key stays
 * off the first screen.)
 * When a URL is unset the app talks to the embedded sandbox, served on the same origin by the
 * Vite dev/preview server under /__platform (see sandbox/vite-plugin.ts).
 */
// Each variable by name: `import.meta.env` as a whole would put every VITE_ value (the card-secrets
// key among them) into the first screen's code.
const env = {
  VITE_API_URL: import.meta.env.VITE_API_URL,
  VITE_API_V2_URL: import.meta.env.VITE_API_V2_URL,
  VITE_API_TOTP_URL: import.meta.env.VITE_API_TOTP_URL,
  VITE_TENANT_ID: import.meta.env.VITE_TENANT_ID,
  VITE_LOGOUT_URL: import.meta.env.VITE_LOGOUT_URL,
  VITE_PLATFORM_IS_SANDBOX: import.meta.env.VITE_PLATFORM_IS_SANDBOX,
  VITE_APP_NAME: import.meta.env.VITE_APP_NAME,
  VITE_APP_LOGO_URL: import.meta.env.VITE_APP_LOGO_URL,
  DEV: import.meta.env.DEV,
};

function pick(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export const SANDBOX_BASE = '/__platform';
export const SANDBOX_TENANT_ID = 'sandbox-tenant';

export const config = {
  apiUrl: pick(env.VITE_API_URL, `${SANDBOX_BASE}/core`),
  apiV2Url: pick(env.VITE_API_V2_URL, `${SANDBOX_BASE}/v2`),
  apiTotpUrl: pick(env.VITE_API_TOTP_URL, `${SANDBOX_BASE}/totp`),
  tenantId: pick(env.VITE_TENANT_ID, SANDBOX_TENANT_ID),
  logoutUrl: pick(env.VITE_LOGOUT_URL, '/auth/logout'),
  /** True when no platform URL is configured: the app runs against the bundled sandbox. */
  isSandbox: !env.VITE_API_URL && !env.VITE_API_V2_URL,
  /** True when the platform is a sandbox, bundled or separate (VITE_PLATFORM_IS_SANDBOX): test aids on. */
  platformIsSandbox: platformIsSandbox(env as CspEnv),
  /**
   * "Open as Telegram user" and the mocked Telegram behind it: on the dev server and in builds
   * made for a sandbox on purpose (`npm run build:sandbox`, VITE_PLATFORM_IS_SANDBOX). A build that
   * only lacks its platform settings is headed for a real host: no sandbox answers there.
   */
  telegramMock: env.DEV || saysSandbox(env as CspEnv),
  /** The tenant's brand on the sign-in screens: its name and a square logo (URL or /path). */
  appName: pick(env.VITE_APP_NAME, 'Money'),
  logoUrl: pick(env.VITE_APP_LOGO_URL, '/logo.svg'),
} as const;

export type AppConfig = typeof config;
