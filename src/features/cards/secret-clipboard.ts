import { copyText } from '../../lib/clipboard';

/** A copied card number or CVV is overwritten after this long. */
export const CLIPBOARD_CLEAR_MS = 60_000;

let clearTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Copies a card secret and, where the browser lets a page write the clipboard later (the async
 * Clipboard API), overwrites it after 60 s. The timer outlives the sheet: the details hide after
 * 30 s, the clipboard is cleared after 60. Answers what happened, for the toast to say.
 */
export async function copySecret(value: string): Promise<'copied-will-clear' | 'copied' | 'failed'> {
  if (!(await copyText(value))) return 'failed';
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (!clipboard?.writeText) return 'copied';
  clearTimeout(clearTimer);
  clearTimer = setTimeout(() => {
    // Refused when the page is not focused at that moment: nothing more a web page can do.
    clipboard.writeText('').catch(() => undefined);
  }, CLIPBOARD_CLEAR_MS);
  return 'copied-will-clear';
}
