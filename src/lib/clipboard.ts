let copies = 0;

/** How many copies the app has made: a later copy tells a pending secret clear to stand down. */
export const copyCount = () => copies;

/**
 * Copies text. The async Clipboard API first; where it is missing or refused (older Telegram
 * webviews, plain-http pages) a hidden textarea and `execCommand('copy')`, which still works inside
 * the user's tap. Resolves false when neither worked, so the caller can say so.
 */
export async function copyText(text: string): Promise<boolean> {
  const ok = await write(text);
  if (ok) copies += 1;
  return ok;
}

async function write(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or not a secure context: fall through to the textarea.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  if (typeof document === 'undefined' || !document.body) return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off-screen but present: iOS only copies from an element in the document.
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.left = '-9999px';
  area.style.opacity = '0';
  document.body.appendChild(area);
  const selection = document.getSelection();
  const previous = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  area.select();
  area.setSelectionRange(0, text.length);
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  if (previous && selection) {
    selection.removeAllRanges();
    selection.addRange(previous);
  }
  return ok;
}
