import { activeLocale, intlTag } from '../../i18n';

/**
 * A list in the active language's words: "Tron, Ethereum and BSC" (`and`) or "ACH or SEPA"
 * (`or`), with the language's own commas and conjunction (Arabic "،" and "و", Russian "и").
 */
export function listInWords(items: readonly string[], kind: 'and' | 'or' = 'and'): string {
  const type = kind === 'and' ? 'conjunction' : 'disjunction';
  return new Intl.ListFormat(intlTag(activeLocale()), { type, style: 'long' }).format(items);
}
