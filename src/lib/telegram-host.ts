/**
 * Whether this page runs inside a Telegram client. Launch data in a URL proves nothing by itself:
 * anyone can put another user's signed init data in a link, and a plain browser following it
 * must stay a web visit (a login CSRF otherwise). A Telegram client is known by its bridge — the
 * native clients' `TelegramWebviewProxy`, the `external.notify` of older desktop webviews — or by
 * the Telegram web client framing the app. The HTML's boot scripts (src/boot/) ask this same
 * function, through launch-params.ts.
 */
export const TELEGRAM_FRAME_ORIGIN = /^https:\/\/web[akz]?\.telegram\.org$/;

interface TelegramGlobals {
  TelegramWebviewProxy?: { postEvent?: unknown };
  external?: { notify?: unknown };
}

export function insideTelegram(win: Window = window): boolean {
  const w = win as Window & TelegramGlobals;
  try {
    if (typeof w.TelegramWebviewProxy?.postEvent === 'function') return true;
    if (typeof w.external?.notify === 'function') return true;
    if (w.self === w.top) return false;
  } catch {
    // a frame whose top cannot even be compared: judged by its parent's origin below
  }
  return TELEGRAM_FRAME_ORIGIN.test(parentOrigin(w));
}

/** The framing page's origin: `ancestorOrigins` where the engine has it, else the referrer's. */
function parentOrigin(w: Window): string {
  const ancestor = w.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return new URL(w.document.referrer).origin;
  } catch {
    return '';
  }
}
