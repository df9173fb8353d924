import type { Locator } from 'playwright-core';

/**
 * Playwright locator waits (vitest's expect has no locator matchers), with one timeout per file:
 * `seen` waits until visible; `tap` — sheets animate (telegram-ui Modal) — waits until visible,
 * scrolls it into view, then clicks without the stability wait.
 */
export function locatorWaits(timeout = 10_000) {
  const seen = (loc: Locator, ms = timeout) => loc.first().waitFor({ state: 'visible', timeout: ms });
  return {
    seen,
    textOf: (loc: Locator) => loc.first().innerText({ timeout }),
    tap: async (loc: Locator) => {
      await seen(loc);
      await loc
        .first()
        .scrollIntoViewIfNeeded()
        .catch(() => {});
      await loc.first().click({ force: true });
    },
  };
}
