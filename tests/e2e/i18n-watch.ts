import type { BrowserContext } from 'playwright-core';

/**
 * Records every sentence the app could not find (src/i18n/catalogues.ts reports `i18n: no
 * message <key> in <locale>` on the console): a raw key on screen fails the journey, as a CSP
 * violation does.
 */
export function watchMissingMessages(context: BrowserContext, into: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('i18n: no message')) {
      into.push(`${message.text()} (${message.page()?.url() ?? 'no page'})`);
    }
  });
}

export function assertNoMissingMessages(missing: string[]): void {
  if (missing.length === 0) return;
  throw new Error(`Sentences missing from the catalogues:\n  ${[...new Set(missing)].join('\n  ')}`);
}
