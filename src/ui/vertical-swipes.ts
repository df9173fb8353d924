import { useEffect } from 'react';
import { telegram } from '../lib/platform';

/**
 * Telegram's vertical swipe minimises or closes the Mini App. It is off while anything on screen
 * needs the vertical drag: a pull to refresh (the pull would minimise the app instead) or a form
 * with unsaved input (the swipe would lose it). Holds are counted; the last release turns the
 * swipe back on.
 */
let holds = 0;

function apply() {
  telegram()?.allowVerticalSwipes(holds === 0);
}

export function useHoldVerticalSwipes(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    holds += 1;
    if (holds === 1) apply();
    return () => {
      holds -= 1;
      if (holds === 0) apply();
    };
  }, [active]);
}
