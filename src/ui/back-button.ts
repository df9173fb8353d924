/**
 * Telegram's BackButton as a stack of handlers: a screen registers "go back", an open sheet
 * registers "close me" on top of it, and a press runs only the top one. The button shows
 * whenever something is registered — so a sheet opened on a tab screen (Profile → Edit) gets a
 * Back that closes it, instead of Telegram's "Close" that quits the app.
 */
import { useEffect, useId, useRef } from 'react';
import { telegram } from '../lib/platform';

interface Entry {
  id: string;
  /** Sheets (1) sit above screens (0) whatever order their effects ran in. */
  layer: number;
  onBack: () => void;
}

let stack: Entry[] = [];
let wired: { bridge: ReturnType<typeof telegram>; off: () => void } | null = null;

function top(): Entry | undefined {
  let best: Entry | undefined;
  for (const e of stack) if (!best || e.layer >= best.layer) best = e;
  return best;
}

function sync() {
  const tg = telegram();
  if (!tg) return;
  if (wired?.bridge !== tg) {
    wired?.off();
    wired = { bridge: tg, off: tg.backButton.onClick(() => top()?.onBack()) };
  }
  tg.backButton.set(stack.length > 0);
}

/** Registers `onBack` while `active`; `layer` 1 for sheets, 0 for screens. */
export function useBackHandler(active: boolean, onBack: () => void, layer = 0): void {
  const id = useId();
  const ref = useRef(onBack);
  ref.current = onBack;
  useEffect(() => {
    if (!active) return;
    stack = [...stack, { id, layer, onBack: () => ref.current() }];
    sync();
    return () => {
      stack = stack.filter((e) => e.id !== id);
      sync();
    };
  }, [active, id, layer]);
}
