import { t } from '../../i18n';
import { type CspEnv, kycFrameOrigins } from '../../lib/csp';
import { sandboxOrigin } from '../../lib/sandbox-origin';

/**
 * Which pages the KYC flow may show in a frame: the configured providers' origins (the same list
 * the build's Content-Security-Policy allows in `frame-src`), and, when the platform is the
 * sandbox, its stand-in page on the sandbox's origin (this one, or the separate sandbox's: the same
 * source the policy adds). Anything else is refused before an <iframe> is made.
 */
export const PROVIDER_ORIGINS = kycFrameOrigins(import.meta.env as CspEnv);
export const [SUMSUB_ORIGIN, PERSONA_ORIGIN] = PROVIDER_ORIGINS as [string, string];

/** The origin of the sandbox's stand-in page, or null when the platform is not the sandbox. */
export const standInOrigin = sandboxOrigin;

/** The stand-in page's path prefix on the sandbox (sandbox/kyc/routes.ts). */
const STAND_IN_PATH = '/__sandbox/kyc/verify';

/**
 * The sandbox stand-in frame's permissions: its form posts back and its script tells this page
 * the outcome by postMessage, which our origin check needs to see as the frame's real origin
 * (without allow-same-origin it would be opaque).
 */
export const STAND_IN_SANDBOX = 'allow-scripts allow-forms allow-same-origin';

/** Persona sets its own sandbox on its frame; we pass the extras, without top navigation. */
export const PERSONA_SANDBOX_EXTRAS = ['allow-forms', 'allow-modals'];

/**
 * The sandbox stand-in URL as an absolute URL on the sandbox's origin, or null when it is not one.
 * A path from the platform (`/__sandbox/kyc/verify?token=…`) is on the platform's origin.
 */
export function standInFrameUrl(url: string, origin = standInOrigin()): string | null {
  if (!origin) return null;
  try {
    const u = new URL(url, origin);
    return u.origin === origin && u.pathname === STAND_IN_PATH ? u.href : null;
  } catch {
    return null;
  }
}

/** True when a provider frame at `url` is one the configuration allows. */
export function isProviderFrame(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && PROVIDER_ORIGINS.includes(u.origin);
  } catch {
    return false;
  }
}

/** Said when a link from the platform is not an https page and so is not opened. */
export const unsafeLinkText = () => t('kyc.unsafeLink');
