/**
 * Telegram's BackButton as a stack: every screen registers whether it wants "back" (a root screen
 * does not), an open sheet registers "close me" on top, and a press runs only the top entry. The
 * button shows when the top entry has a back action — so a sheet opened on a tab screen
 * (Profile → Edit) gets a Back that closes it, instead of Telegram's "Close" that quits the app.
 *
 * Between two screens nothing is registered for a moment (the old screen is gone, the next may
 * still be loading its code): the button keeps its state then, and is only told when the answer
 * changes, so moving between two screens that both want it never hides and re-shows it (a
 * visible flicker in every Telegram client).
 */
import { useEffect, useId, useRef } from 'react';
import { telegram } from '../lib/platform';

interface Entry {
  id: string;
  /** Sheets (1) sit above screens (0) whatever order their effects ran in. */
  layer: number;
  /** null: this screen shows no back (a root screen). */
  onBack: (() => void) | null;
}

let stack: Entry[] = [];
let wired: { bridge: ReturnType<typeof telegram>; off: () => void; shown: boolean | null } | null = null;

function top(): Entry | undefined {
  let best: Entry | undefined;
  for (const e of stack) if (!best || e.layer >= best.layer) best = e;
  return best;
}

function press() {
  const entry = top();
  if (entry) entry.onBack?.();
  // Pressed while the next screen loads (or on an error screen, which registers nothing): back
  // in the history, as the screen that showed the button would have gone.
  else history.back();
}

function sync() {
  const tg = telegram();
  if (!tg) return;
  if (wired?.bridge !== tg) {
    wired?.off();
    wired = { bridge: tg, off: tg.backButton.onClick(press), shown: null };
  }
  if (stack.length === 0) return;
  const want = !!top()?.onBack;
  if (want === wired.shown) return;
  wired.shown = want;
  tg.backButton.set(want);
}

/**
 * Registers while `active`: `onBack` runs on a press, or null for a screen that shows no back.
 * `layer` 1 for sheets, 0 for screens.
 */
export function useBackHandler(active: boolean, onBack: (() => void) | null, layer = 0): void {
  const id = useId();
  const ref = useRef(onBack);
  ref.current = onBack;
  const wants = onBack !== null;
  useEffect(() => {
    if (!active) return;
    stack = [...stack, { id, layer, onBack: wants ? () => ref.current?.() : null }];
    sync();
    return () => {
      stack = stack.filter((e) => e.id !== id);
      sync();
    };
  }, [active, id, layer, wants]);
}
