import { useEffect, useRef } from 'react';

/**
 * Re-reads a list on a timer so transactions created elsewhere (an incoming deposit) appear
 * without a reload. Quick while something is still moving, with back-off otherwise; nothing runs
 * while the app is hidden, and it catches up when it becomes visible again.
 */
export function useHeartbeat(tick: () => void, anyLive: boolean) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const delay = () =>
      anyLive ? Math.min(10_000, 2000 * 1.5 ** attempt) : Math.min(30_000, 3000 * 1.5 ** attempt);
    const schedule = () => {
      clearTimeout(timer);
      if (document.hidden) return;
      timer = setTimeout(() => {
        attempt += 1;
        latest.current();
        schedule();
      }, delay());
    };
    const onVisibility = () => {
      if (document.hidden) clearTimeout(timer);
      else {
        attempt = 0;
        latest.current();
        schedule();
      }
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [anyLive]);
}
