import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';

/**
 * A sentence as the app shows it in `locale`, read from the same catalogue the app is built from:
 * journeys in other languages find buttons and headings by their translated names.
 */
export function message(locale: string, key: string, values: Record<string, unknown> = {}): string {
  const dot = key.indexOf('.');
  const file = `src/i18n/messages/${locale}/${key.slice(0, dot)}.json`;
  const source = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[key.slice(dot + 1)];
  if (source === undefined) throw new Error(`no ${key} in ${file}`);
  return new MessageFormat(locale).compile(source)(values) as string;
}
