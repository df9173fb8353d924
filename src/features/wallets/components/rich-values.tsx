import type { ReactNode } from 'react';
import { type MessageKey, t } from '../../../i18n';

// Private-use characters mark where each value lands; no translation contains them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const MARK = new RegExp(`(${OPEN}\\d+${CLOSE})`);

/**
 * A translated sentence whose placeholder values are rendered as elements (bold, or isolated so
 * an amount keeps its left-to-right order inside Arabic text). The sentence stays one message in
 * the translator's word order; only the values are wrapped, wherever the language puts them.
 */
export function richValues(
  key: MessageKey,
  values: Record<string, string>,
  render: (value: string, key: number) => ReactNode,
): ReactNode[] {
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, i) => [name, `${OPEN}${i}${CLOSE}`]));
  return t(key, marked)
    .split(MARK)
    .filter((part) => part !== '')
    .map((part, i) => {
      const name = part.startsWith(OPEN) ? names[Number(part.slice(1, -1))] : undefined;
      return name === undefined ? part : render(values[name] ?? '', i);
    });
}

/** "Send only **USDT** on the **Tron** network": the values in bold. */
export const boldValues = (key: MessageKey, values: Record<string, string>) =>
  richValues(key, values, (value, i) => <b key={i}>{value}</b>);

/** Amounts and codes as isolated runs: "$40.00" stays "$40.00" in a right-to-left sentence. */
export const isolatedValues = (key: MessageKey, values: Record<string, string>) =>
  richValues(key, values, (value, i) => <bdi key={i}>{value}</bdi>);
