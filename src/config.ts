import { type CspEnv, platformIsSandbox } from './lib/csp';

/**
 * Reads the platform configuration once. These variable names are a public contract.
 * When a URL is unset the app talks to the embedded sandbox, served on the same origin by the
 * Vite dev/preview server under /__platform (see sandbox/vite-plugin.ts).
 */
const env = import.meta.env;

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
  /** base64 of a PEM public key; vite.config.ts injects the sandbox key when unset. */
  serverPublicKeyBase64: pick(env.VITE_SERVER_PUBLIC_KEY_BASE64, ''),
  /** True when no platform URL is configured: the app runs against the bundled sandbox. */
  isSandbox: !env.VITE_API_URL && !env.VITE_API_V2_URL,
  /** True when the platform is a sandbox, bundled or separate (VITE_PLATFORM_IS_SANDBOX): test aids on. */
  platformIsSandbox: platformIsSandbox(env as CspEnv),
  isDev: env.DEV,
  /** The tenant's brand on the sign-in screens: its name and a square logo (URL or /path). */
  appName: pick(env.VITE_APP_NAME, 'Money'),
  logoUrl: pick(env.VITE_APP_LOGO_URL, '/logo.svg'),
} as const;

export type AppConfig = typeof config;
