import { CAPTCHA_PROVIDERS, type CaptchaProviderName } from '../../../lib/captcha-providers';

/** What the three providers' explicit-render APIs have in common (each one's documented calls). */
export interface CaptchaApi {
  render(el: HTMLElement, params: Record<string, unknown>): string | number;
  reset(id?: string | number): void;
  remove?(id: string | number): void;
}

/** The global callback the provider's script calls once its API is ready (`onload=`). */
const ONLOAD = '__captchaReady';
let loading: Promise<CaptchaApi> | null = null;

/**
 * Loads the provider's script once, from its own origin (the CSP lets exactly that provider in),
 * and resolves with its API when the script says it is ready. A script that fails to load (no
 * network, blocked) rejects, and the next call tries again.
 */
export function loadCaptcha(provider: CaptchaProviderName, locale: string): Promise<CaptchaApi> {
  if (loading) return loading;
  const spec = CAPTCHA_PROVIDERS[provider];
  const global = window as unknown as Record<string, unknown>;
  loading = new Promise<CaptchaApi>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null;
      script.remove();
      delete global[ONLOAD];
      reject(new Error(`The ${provider} script did not load.`));
    };
    global[ONLOAD] = () => {
      const api = global[spec.global] as CaptchaApi | undefined;
      if (typeof api?.render === 'function') resolve(api);
      else fail();
    };
    script.src = `${spec.script}&onload=${ONLOAD}&hl=${encodeURIComponent(locale)}`;
    script.async = true;
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}
