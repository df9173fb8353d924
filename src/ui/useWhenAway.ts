import { useEffect, useRef } from 'react';
import { telegram } from '../lib/platform';

/**
 * Runs `onAway` when the user stops looking at the app: the page hidden (another app, a locked
 * phone, another browser tab), unloaded, or — inside Telegram — the Mini App inactive (minimised,
 * or another chat or tab over it: Bot API 8.0's `deactivated`), where the page often stays
 * "visible" to the browser. For secrets on screen.
 */
export function useWhenAway(active: boolean, onAway: () => void): void {
  const away = useRef(onAway);
  away.current = onAway;
  useEffect(() => {
    if (!active) return;
    const leave = () => away.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    const offTelegram = telegram()?.onInactive(leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      offTelegram?.();
    };
  }, [active]);
}
