import { copyCount, copyText } from './clipboard';

/** A copied card number or CVV is overwritten once this long has passed. */
export const CLIPBOARD_CLEAR_MS = 60_000;

export type CopyOutcome = 'copied-will-clear' | 'copied' | 'failed';

interface Pending {
  secret: string;
  due: number;
  /** copyCount() right after the secret was copied: any later copy in the app changes it. */
  copies: number;
  /** The app went to the background, or lost focus, since: the user may have copied elsewhere. */
  leftApp: boolean;
  /** The user copied or cut something in the page itself. */
  superseded: boolean;
}

let pending: Pending | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let checking = false;

const clipboard = () => (typeof navigator === 'undefined' ? undefined : navigator.clipboard);

/**
 * Copies a secret (card number, CVV) and overwrites it later — only while it is still the
 * secret, never something the user copied after it.
 *
 * When: a browser lets only a focused page write the clipboard, and the usual path is copy, switch
 * to the shop, paste. A timer alone fires while the user is away and is refused, silently. So the
 * clear is tried at 60 s if the app is in front then, else at the next return to it (focus,
 * visibility, pageshow) after 60 s; a refused try waits for the next return.
 *
 * Whether: where the page may read the clipboard without asking (the `clipboard-read` permission
 * is already granted), it reads it back and clears only the secret itself. Where it may not (most
 * phones, Safari, Firefox, Telegram's webviews — asking would pop up a paste prompt on every
 * return), it cannot know what the user copied elsewhere, so it clears only when the user never
 * left the app since copying and copied nothing else in it; otherwise it leaves the clipboard
 * alone. The toast says which: "it will be cleared" only where reading back is allowed, "clear it
 * yourself" elsewhere. The secret is kept in memory only, for this check; a reload forgets it.
 */
export async function copySecret(value: string): Promise<CopyOutcome> {
  if (!(await copyText(value))) return 'failed';
  if (!clipboard()?.writeText) {
    forget(); // nothing can overwrite it later here
    return 'copied';
  }
  pending = {
    secret: value,
    due: Date.now() + CLIPBOARD_CLEAR_MS,
    copies: copyCount(),
    leftApp: false,
    superseded: false,
  };
  listen(true);
  clearTimeout(timer);
  timer = setTimeout(() => void check(), CLIPBOARD_CLEAR_MS);
  return (await mayReadBack()) ? 'copied-will-clear' : 'copied';
}

/** Reading the clipboard without a prompt: only with the permission already granted. */
async function mayReadBack(): Promise<boolean> {
  if (!clipboard()?.readText || typeof navigator.permissions?.query !== 'function') return false;
  try {
    const status = await navigator.permissions.query({ name: 'clipboard-read' as PermissionName });
    return status.state === 'granted';
  } catch {
    return false; // Firefox and Safari do not know the name
  }
}

/** true / false when known; 'unknown' when the clipboard cannot be read back. */
async function stillHolds(p: Pending): Promise<boolean | 'unknown'> {
  if (p.superseded || copyCount() !== p.copies) return false;
  if (!(await mayReadBack())) return 'unknown';
  try {
    return (await clipboard()!.readText()) === p.secret;
  } catch {
    return 'unknown';
  }
}

async function check(): Promise<void> {
  const p = pending;
  if (!p || checking || Date.now() < p.due) return;
  // The clipboard refuses an unfocused page: the next return tries again.
  if (typeof document !== 'undefined' && !document.hasFocus()) return;
  checking = true;
  try {
    const holds = await stillHolds(p);
    if (pending !== p) return; // another secret was copied meanwhile: it has its own turn
    if (holds === false || (holds === 'unknown' && p.leftApp)) return forget();
    await clipboard()!.writeText('');
    if (pending === p) forget();
  } catch {
    // refused (focus lost on the way): the next return tries again
  } finally {
    checking = false;
  }
}

/**
 * The account changed hands (sign-out, another user): the secret is cleared now where that is
 * still allowed and safe — the same rules as the timed clear, without the wait — and forgotten
 * either way, so no later check can touch the next user's clipboard.
 */
export async function clearSecretNow(): Promise<void> {
  const p = pending;
  if (!p) return;
  p.due = 0;
  await check();
  if (pending === p) forget();
}

function forget(): void {
  pending = null;
  clearTimeout(timer);
  listen(false);
}

const onReturn = () => {
  if (document.visibilityState !== 'hidden') void check();
};
const onLeave = () => {
  if (pending) pending.leftApp = true;
};
const onVisibility = () => (document.visibilityState === 'hidden' ? onLeave() : onReturn());
const onPageCopy = () => {
  if (pending) pending.superseded = true;
};

let listening = false;
function listen(on: boolean): void {
  if (typeof window === 'undefined' || on === listening) return;
  listening = on;
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('focus', onReturn);
  window[method]('pageshow', onReturn);
  window[method]('blur', onLeave);
  window[method]('pagehide', onLeave);
  document[method]('visibilitychange', onVisibility);
  document[method]('copy', onPageCopy);
  document[method]('cut', onPageCopy);
}
