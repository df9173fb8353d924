/**
 * The captcha providers a build may use (VITE_CAPTCHA_PROVIDER), each as its documentation
 * gives it: the script of its explicit-render API (the `onload` callback name is appended), the
 * global that script defines (`render(el, params) → id`, `reset(id)`, and `remove(id)` where the
 * provider has one), and the sources its page parts need in the Content-Security-Policy.
 * Pure data: the build (lib/csp.ts) reads the sources, the lazily loaded widget the rest.
 */
/** hCaptcha's two origins, which its docs ask for in each of the four directives. */
const HCAPTCHA_ORIGINS = ['https://hcaptcha.com', 'https://*.hcaptcha.com'] as const;

export const CAPTCHA_PROVIDERS = {
  turnstile: {
    /** developers.cloudflare.com/turnstile: explicit rendering, CSP script-src and frame-src. */
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
    global: 'turnstile',
    csp: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
  },
  hcaptcha: {
    /** docs.hcaptcha.com: explicit rendering; script, frame, style and connect sources. */
    script: 'https://js.hcaptcha.com/1/api.js?render=explicit&recaptchacompat=off',
    global: 'hcaptcha',
    csp: {
      script: HCAPTCHA_ORIGINS,
      frame: HCAPTCHA_ORIGINS,
      style: HCAPTCHA_ORIGINS,
      connect: HCAPTCHA_ORIGINS,
    },
  },
  recaptcha: {
    /** developers.google.com/recaptcha (v2, explicit rendering) and its CSP FAQ. */
    script: 'https://www.google.com/recaptcha/api.js?render=explicit',
    global: 'grecaptcha',
    csp: {
      script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
} as const satisfies Record<string, CaptchaProviderSpec>;

export interface CaptchaProviderSpec {
  script: string;
  global: string;
  csp: {
    script: readonly string[];
    frame: readonly string[];
    style?: readonly string[];
    connect?: readonly string[];
  };
}

export type CaptchaProviderName = keyof typeof CAPTCHA_PROVIDERS;

/**
 * The configured provider, or null when captcha is off (either variable unset). A name that is
 * not a provider stops the build (lib/csp.ts calls this): a misspelt setting must not ship a
 * sign-in that the platform then refuses.
 */
export function captchaProvider(
  name: string | undefined,
  siteKey: string | undefined,
): CaptchaProviderName | null {
  const n = name?.trim().toLowerCase();
  if (!n || !siteKey?.trim()) return null;
  if (!(n in CAPTCHA_PROVIDERS)) {
    throw new Error(
      `VITE_CAPTCHA_PROVIDER must be one of ${Object.keys(CAPTCHA_PROVIDERS).join(', ')}; got "${name}".`,
    );
  }
  return n as CaptchaProviderName;
}
