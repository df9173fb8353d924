/**
 * Saves generated content (CSV exports, statements) in a browser: a Blob behind an object URL and
 * a temporary `<a download>`. Inside Telegram, use the file download in src/lib/platform.ts
 * instead; webviews ignore the download attribute.
 */
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

/**
 * `downloadText('transactions.csv', csv, 'text/csv')`. CSV gets a UTF-8 byte-order mark so
 * spreadsheet apps read non-ASCII names correctly.
 */
export function downloadText(filename: string, text: string, mime = 'text/plain'): void {
  const type = mime.includes('charset') ? mime : `${mime};charset=utf-8`;
  const needsBom = mime.startsWith('text/csv') && !text.startsWith('\uFEFF');
  downloadBlob(filename, new Blob([needsBom ? `\uFEFF${text}` : text], { type }));
}
