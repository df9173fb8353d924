/**
 * Files the app makes in the page (CSV exports, PDF statements) and the ways one can reach the
 * user. Which way a client gets is chosen in `fileRoute`:
 *
 * - A browser visit: a download (`<a download>` on an object URL). Every browser of the floor
 *   saves it and shows it in its downloads.
 * - Inside Telegram a blob download does nothing on the iOS and macOS clients (WKWebView) and the
 *   web clients (a frame that may not download), and nothing tells the page whether Android's or
 *   Desktop's webview saved it; so Telegram never gets it. Where the webview can share files
 *   (`navigator.canShare({ files })`: iOS, macOS, a web client that allows it) the system share
 *   sheet takes the file: Save to Files, a chat, mail.
 * - Telegram's own download (`web_app_request_file_download`, Bot API 8.0) fetches a URL from
 *   Telegram's servers, without our headers. The platform's exports (API.md §7, §12) are GETs
 *   that need the access token in `Authorization` and have no URL form (no signed or one-time
 *   link), and a token must never go into a URL (DESIGN §8): so the app does not use it.
 * - Anywhere else inside Telegram: the same screen opened in the user's browser, where a download
 *   works (ui/FileDelivery.tsx says so and offers the link).
 */
export type FileRoute = 'download' | 'share' | 'browser';

export function fileRoute(file: File, inTelegram: boolean): FileRoute {
  if (!inTelegram) return 'download';
  return canShareFile(file) ? 'share' : 'browser';
}

/** A text file; CSV gets a UTF-8 byte-order mark so spreadsheet apps read non-ASCII names right. */
export function textFile(name: string, text: string, mime: string): File {
  const needsBom = mime.startsWith('text/csv') && !text.startsWith('\uFEFF');
  return new File([needsBom ? `\uFEFF${text}` : text], name, { type: `${mime};charset=utf-8` });
}

/** Saves a file in a browser: a Blob behind an object URL and a temporary `<a download>`. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  anchor.rel = 'noopener';
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoking at once can cancel the download in some browsers; give it time to start.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

interface PolicyDocument {
  featurePolicy?: { allowsFeature(feature: string): boolean };
}

function canShareFile(file: File): boolean {
  try {
    if (typeof navigator.canShare !== 'function' || !navigator.canShare({ files: [file] })) return false;
    // A frame (Telegram's web clients) shares only when its embedder allows it; Chromium says so.
    const policy = (document as Document & PolicyDocument).featurePolicy;
    return policy ? policy.allowsFeature('web-share') : true;
  } catch {
    return false;
  }
}

/**
 * Hands the file to the system share sheet. 'refused': the webview would not open it now —
 * it needs a fresh tap (the tap that asked was spent on fetching the file) or may not share at all.
 */
export async function shareFile(file: File): Promise<'shared' | 'cancelled' | 'refused'> {
  try {
    await navigator.share({ files: [file], title: file.name });
    return 'shared';
  } catch (err) {
    return err instanceof DOMException && err.name === 'AbortError' ? 'cancelled' : 'refused';
  }
}
