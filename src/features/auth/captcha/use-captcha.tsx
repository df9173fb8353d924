import { lazy, type ReactNode, Suspense, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { withNamespaces } from '../../../i18n';

/**
 * The captcha of a web sign-in form (API.md §4: the `captcha` header of the protected calls).
 * Built in only when VITE_CAPTCHA_PROVIDER and VITE_CAPTCHA_SITE_KEY are set; otherwise `Widget`
 * is null, the minifier drops the rest, and no provider code or script is ever fetched. The widget
 * is its own chunk, fetched when a form shows it; it owns its sentences (the `signup` words).
 */
const Widget =
  import.meta.env.VITE_CAPTCHA_PROVIDER && import.meta.env.VITE_CAPTCHA_SITE_KEY
    ? lazy(() => withNamespaces(['signup'], import('./CaptchaWidget')))
    : null;

/** Why the widget asks again: the form was sent without a token, or the platform refused it. */
export type CaptchaNotice = 'needed' | 'refused' | null;

export interface Captcha {
  element: ReactNode;
  /**
   * The token for one call (undefined when captcha is off), or false when the check is not done:
   * the widget then says so and the form sends nothing.
   */
  claim(): string | undefined | false;
  /** True when the platform refused the token: the widget asks for a new check and says why. */
  refused(err: unknown): boolean;
}

const OFF: Captcha = { element: null, claim: () => undefined, refused: () => false };

/** Without a provider the hook is a constant: the minifier drops the rest of this file. */
export const useCaptcha: () => Captcha = Widget ? useProviderCaptcha : () => OFF;

function useProviderCaptcha(): Captcha {
  const Shown = Widget!;
  const [token, setToken] = useState<string | null>(null);
  const [notice, setNotice] = useState<CaptchaNotice>(null);
  /** Each round is a fresh check: a token is good for one call. */
  const [round, setRound] = useState(0);
  return {
    element: (
      <Suspense fallback={null}>
        <Shown
          round={round}
          notice={notice}
          onToken={(next) => {
            setToken(next);
            if (next) setNotice(null);
          }}
        />
      </Suspense>
    ),
    claim() {
      if (!token) {
        setNotice('needed');
        return false;
      }
      setToken(null);
      setRound((r) => r + 1);
      return token;
    },
    refused(err) {
      if (!isApiError(err) || err.code !== 'captcha_failed') return false;
      setNotice('refused');
      return true;
    },
  };
}
