/**
 * Pull down at the top of the page to refresh, as in every phone money app. A touch gesture on
 * the window: it starts only when the page is scrolled to the top, shows how far to pull, and
 * calls `onRefresh` once released past the threshold. Inside Telegram the same pull would minimise
 * the Mini App, so Telegram's vertical swipe is off for as long as the gesture is on screen.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { t } from '../i18n';
import { isTelegram } from '../lib/platform';
import { useHoldVerticalSwipes } from './vertical-swipes';
import './pull-to-refresh.css';

const THRESHOLD = 56;
const MAX = 110;

export function PullToRefresh({
  onRefresh,
  refreshing,
  children,
}: {
  onRefresh: () => void;
  refreshing: boolean;
  children: ReactNode;
}) {
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;
  const pulled = useRef(0);
  useHoldVerticalSwipes(isTelegram());

  useEffect(() => {
    const down = (e: TouchEvent) => {
      start.current = window.scrollY <= 0 && e.touches.length === 1 ? e.touches[0]!.clientY : null;
    };
    const move = (e: TouchEvent) => {
      if (start.current === null) return;
      const dy = e.touches[0]!.clientY - start.current;
      // Resistance: the indicator follows the finger at half speed, up to MAX.
      pulled.current = dy > 0 ? Math.min(MAX, dy / 2) : 0;
      setPull(pulled.current);
    };
    const up = () => {
      if (start.current !== null && pulled.current >= THRESHOLD) refresh.current();
      start.current = null;
      pulled.current = 0;
      setPull(0);
    };
    window.addEventListener('touchstart', down, { passive: true });
    window.addEventListener('touchmove', move, { passive: true });
    window.addEventListener('touchend', up);
    window.addEventListener('touchcancel', up);
    return () => {
      window.removeEventListener('touchstart', down);
      window.removeEventListener('touchmove', move);
      window.removeEventListener('touchend', up);
      window.removeEventListener('touchcancel', up);
    };
  }, []);

  const ready = pull >= THRESHOLD;
  const shown = refreshing ? 36 : pull;
  return (
    <>
      <div className="ui-ptr" style={{ height: shown }} aria-hidden={!refreshing}>
        {(shown > 0 || refreshing) && (
          <span className={`ui-ptr__spinner${refreshing ? ' ui-ptr__spinner--on' : ''}`} role="status">
            {refreshing
              ? t('common.pullToRefresh.refreshing')
              : ready
                ? t('common.pullToRefresh.release')
                : t('common.pullToRefresh.pull')}
          </span>
        )}
      </div>
      {children}
    </>
  );
}
