import { useEffect, useRef, useState } from 'react';
import { activeLocale, type MessageKey, t } from '../../../i18n';
import { type CaptchaProviderName, captchaProvider } from '../../../lib/captcha-providers';
import { AltAction } from '../AltAction';
import { type CaptchaApi, loadCaptcha } from './load-captcha';
import type { CaptchaNotice } from './use-captcha';
import './captcha.css';

const PROVIDER = captchaProvider(
  import.meta.env.VITE_CAPTCHA_PROVIDER,
  import.meta.env.VITE_CAPTCHA_SITE_KEY,
) as CaptchaProviderName;
const SITE_KEY = String(import.meta.env.VITE_CAPTCHA_SITE_KEY).trim();

/** What the widget itself has seen go wrong: the provider's expiry and error callbacks, a script that did not load. */
type Trouble = 'expired' | 'error' | 'unloaded' | null;

const SENTENCES: Record<Exclude<CaptchaNotice | Trouble, null>, MessageKey> = {
  needed: 'signup.captcha.needed',
  refused: 'signup.captcha.refused',
  expired: 'signup.captcha.expired',
  error: 'signup.captcha.error',
  unloaded: 'signup.captcha.unloaded',
};

/**
 * The provider's widget, rendered through its explicit-render API into a box of ours: it hands
 * each solved token up (onToken), and null when a token expires or the check fails. A new `round`
 * resets it for the next call (tokens are single-use). Problems are said in one sentence under the
 * box, with a way forward.
 */
export default function CaptchaWidget({
  round,
  notice,
  onToken,
}: {
  round: number;
  notice: CaptchaNotice;
  onToken: (token: string | null) => void;
}) {
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: CaptchaApi; id: string | number } | null>(null);
  const [trouble, setTrouble] = useState<Trouble>(null);
  const [attempt, setAttempt] = useState(0);
  const tokenTo = useRef(onToken);
  tokenTo.current = onToken;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt loads and renders again
  useEffect(() => {
    let live = true;
    loadCaptcha(PROVIDER, activeLocale()).then(
      (api) => {
        if (!live || !box.current) return;
        const id = api.render(box.current, {
          sitekey: SITE_KEY,
          theme: document.querySelector<HTMLElement>('[data-appearance]')?.dataset.appearance ?? 'auto',
          language: activeLocale(),
          callback: (token: string) => {
            setTrouble(null);
            tokenTo.current(token);
          },
          'expired-callback': () => {
            setTrouble('expired');
            tokenTo.current(null);
          },
          'error-callback': () => {
            setTrouble('error');
            tokenTo.current(null);
          },
        });
        widget.current = { api, id };
      },
      () => live && setTrouble('unloaded'),
    );
    return () => {
      live = false;
      const w = widget.current;
      widget.current = null;
      if (w) w.api.remove?.(w.id);
    };
  }, [attempt]);

  useEffect(() => {
    if (round === 0) return;
    const w = widget.current;
    if (w) w.api.reset(w.id);
  }, [round]);

  const shown = notice === 'refused' ? 'refused' : (trouble ?? notice);
  return (
    <div className="captcha">
      <div ref={box} className="captcha__box" />
      <p className={shown ? 'captcha__problem' : 'visually-hidden'} role="alert">
        {shown ? t(SENTENCES[shown]) : ''}
      </p>
      {(trouble === 'unloaded' || trouble === 'error') && (
        <AltAction
          onClick={() => {
            setTrouble(null);
            setAttempt((n) => n + 1);
          }}
        >
          {t('signup.captcha.retry')}
        </AltAction>
      )}
    </div>
  );
}
