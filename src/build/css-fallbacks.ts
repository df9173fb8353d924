import type { CustomAtRules, Visitor } from 'lightningcss';

/**
 * Fallbacks Lightning CSS does not write itself, for values the browser floor cannot read but
 * that have a near equivalent it can: the build puts the older declaration before the newer one,
 * in our stylesheets and telegram-ui's alike, so the engine keeps whichever it understands.
 *   - `overflow-wrap: anywhere` (Safari 15.4): `break-word` breaks a long address or word the
 *     same way; it only leaves it out of the min-content width.
 * tests/unit/browser-floor.test.ts fails on any value beyond the floor without such a fallback.
 */
export const cssFallbacks: Visitor<CustomAtRules> = {
  Declaration: {
    'overflow-wrap'(declaration) {
      if (declaration.property !== 'overflow-wrap' || declaration.value !== 'anywhere') return;
      return [{ property: 'overflow-wrap', value: 'break-word' }, declaration];
    },
  },
};
