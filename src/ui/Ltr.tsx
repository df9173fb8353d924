/**
 * Text that reads left to right in every language: an amount, address, IBAN, card number, code or
 * phone number inside a sentence or row that Arabic and Persian lay out right to left.
 *
 *   <Cell subtitle={<Ltr>{formatIban(iban)}</Ltr>}>…</Cell>
 *
 * A <bdi> isolates its text, so a `+` or `−`, a trailing ticker or a slash stays where it belongs
 * and the surrounding words keep their order too. For a plain string (an aria-label, an <option>),
 * use `ltrText`.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export function Ltr({ children, className, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <bdi dir="ltr" className={`ui-ltr${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </bdi>
  );
}

/** The same for text without markup: wrapped in Unicode's left-to-right isolate (LRI … PDI). */
export const ltrText = (text: string) => `\u2066${text}\u2069`;
