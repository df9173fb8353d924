import { useEffect } from 'react';
import { telegram } from '../lib/platform';
import { useHoldVerticalSwipes } from './vertical-swipes';

/**
 * While a form holds unsaved input: Telegram asks before closing and stops swipe-down-to-close;
 * a browser warns before leaving the page. Several forms may guard at once (counted).
 */
let guards = 0;

function onBeforeUnload(e: BeforeUnloadEvent) {
  e.preventDefault();
  // Legacy browsers need returnValue set to show the prompt.
  e.returnValue = '';
}

function apply() {
  telegram()?.confirmClosing(guards > 0);
  if (guards > 0) window.addEventListener('beforeunload', onBeforeUnload);
  else window.removeEventListener('beforeunload', onBeforeUnload);
}

export function useUnsavedGuard(dirty: boolean): void {
  useHoldVerticalSwipes(dirty);
  useEffect(() => {
    if (!dirty) return;
    guards += 1;
    apply();
    return () => {
      guards -= 1;
      apply();
    };
  }, [dirty]);
}
