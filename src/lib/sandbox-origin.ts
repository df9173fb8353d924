import { type CspEnv, sandboxPagesSource } from './csp';

/**
 * The origin of the sandbox's own routes (`/__sandbox/…`: the KYC stand-in page, signed Telegram
 * init data): this origin for the bundled sandbox, the separate sandbox's origin when the build
 * says the platform is one (VITE_PLATFORM_IS_SANDBOX), null against a real platform.
 */
export function sandboxOrigin(here = window.location.origin): string | null {
  const source = sandboxPagesSource(import.meta.env as CspEnv);
  return source === "'self'" ? here : source;
}
