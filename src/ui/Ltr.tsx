/**
 * Text that reads left to right in every language: an amount, address, IBAN, card number, code or
 * phone number inside a sentence or row that Arabic and Persian lay out right to left.
 *
 *   <Cell subtitle={<Ltr>{formatIban(iban)}</Ltr>}>…</Cell>
 *
 * A <bdi> isolates its text, so a `+` or `−`, a trailing ticker or a slash stays where it belongs
 * and the surrounding words keep their order too. For a plain string (an aria-label, an <option>),
 * use `ltrText` (amounts from lib/format are already isolated in Arabic and Persian).
 * `oneLine` keeps it unbroken (an IBAN, account or phone number split across two lines is misread:
 * the line breaks before it instead).
 */
import type { HTMLAttributes, ReactNode } from 'react';
import './ui.css';

export { ltrText } from '../lib/format';

export function Ltr({
  children,
  className,
  oneLine = false,
  ...rest
}: HTMLAttributes<HTMLElement> & { children: ReactNode; oneLine?: boolean }) {
  const classes = `ui-ltr${oneLine ? ' ui-ltr--one-line' : ''}${className ? ` ${className}` : ''}`;
  return (
    <bdi dir="ltr" className={classes} {...rest}>
      {children}
    </bdi>
  );
}
