/**
 * A name (a wallet's, a card's) as the words of a file name: characters no file system minds,
 * spaces collapsed, `fallback` when nothing is left. File names carry names and dates, never ids.
 */
export function fileNameWords(name: string | null | undefined, fallback: string): string {
  return (
    (name ?? '')
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback
  );
}
