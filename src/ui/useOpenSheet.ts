import { useState } from 'react';

/**
 * Which sheet is open over a screen, with what it shows, as one tagged value: one sheet at a time,
 * and a sheet that hands over to the next (a new key to its secret) does so in one step. A sheet
 * closes only itself: a late close from the one handed over from leaves its successor open.
 */
export function useOpenSheet<Sheet extends { kind: string }>() {
  const [shown, setShown] = useState<Sheet | null>(null);
  return {
    /** The open sheet if it is of this kind, else null. */
    of: <Kind extends Sheet['kind']>(kind: Kind) =>
      shown?.kind === kind ? (shown as Extract<Sheet, { kind: Kind }>) : null,
    open: setShown,
    close: (kind: Sheet['kind']) => setShown((open) => (open?.kind === kind ? null : open)),
  };
}
