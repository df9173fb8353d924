import type { Locator } from 'playwright-core';

/**
 * Playwright locator waits (vitest's expect has no locator matchers), with one timeout per file:
 * `seen` waits until visible; `tap` — sheets animate (telegram-ui Modal) — waits until visible,
 * scrolls it into view, waits until it has stopped moving inside the viewport (a sheet still
 * sliding in puts its close button below the screen, and a click there fails under load), then
 * clicks without Playwright's own stability wait (which never settles on some sheet transitions).
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
      await settledInView(loc.first(), Math.min(timeout, 5_000));
      await loc.first().click({ force: true });
    },
  };
}

/** Resolves once the element's box is the same on two frames and its centre is on screen, or after `ms`. */
async function settledInView(loc: Locator, ms: number): Promise<void> {
  await loc
    .evaluate(
      (el, limit) =>
        new Promise<void>((resolve) => {
          const end = performance.now() + limit;
          let last = '';
          const tick = () => {
            const r = el.getBoundingClientRect();
            const cx = r.left + r.width / 2;
            const cy = r.top + r.height / 2;
            const inside = cx >= 0 && cy >= 0 && cx <= innerWidth && cy <= innerHeight;
            const now = `${r.left},${r.top},${r.width},${r.height}`;
            if ((inside && now === last) || performance.now() > end) return resolve();
            last = now;
            requestAnimationFrame(tick);
          };
          tick();
        }),
      ms,
    )
    .catch(() => {});
}
