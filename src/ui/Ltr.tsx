/**
 * Text that reads left to right in every language: an amount, address, IBAN, card number, code or
 * phone number inside a sentence or row that Arabic and Persian lay out right to left.
 *
 *   <Cell subtitle={<Ltr>{formatIban(iban)}</Ltr>}>…</Cell>
 *
 * A <bdi> isolates its text, so a `+` or `−`, a trailing ticker or a slash stays where it belongs
 * and the surrounding words keep their order too. For a plain string (an aria-label, an <option>),
 * use `ltrText` (amounts from lib/format are already isolated in Arabic and Persian).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export { ltrText } from '../lib/format';

export function Ltr({ children, className, ...rest }: HTMLAttributes<HTMLElement> & { children: ReactNode }) {
  return (
    <bdi dir="ltr" className={`ui-ltr${className ? ` ${className}` : ''}`} {...rest}>
      {children}
    </bdi>
  );
}
