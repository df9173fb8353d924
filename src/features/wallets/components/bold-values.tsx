import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../i18n';

// Private-use characters mark where each value lands; no translation contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`(${OPEN}\\d+${CLOSE})`);

/**
 * A translated sentence with its placeholder values in bold ("Send only **USDT** on the **Tron**
 * network"). The translator's word order is kept: the sentence is one message, and only the values
 * are wrapped, wherever the language puts them.
 */
export function boldValues(key: MessageKey, values: Record<string, string>): ReactNode[] {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${OPEN}${i}${CLOSE}`]));
  return t(key, marked)
    .split(MARK)
    .filter((part) => part !== '')
    .map((part, i) => {
      const index = part.startsWith(OPEN) ? Number(part.slice(1, -1)) : -1;
      const name = names[index];
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never reorder.
      return name === undefined ? part : <b key={i}>{values[name]}</b>;
    });
}
