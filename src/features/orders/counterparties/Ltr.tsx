import { Fragment, type ReactNode } from 'react';

/**
 * Text that reads left to right in every language: IBANs, account and phone numbers, emails,
 * crypto addresses. Inside Arabic or Persian its digit groups would otherwise swap places. Kept on
 * one line: a number split across two lines is misread (the line breaks before it instead).
 */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </bdi>
  );
}

/** The parts that are there, with " · " between them (a subtitle line of facts). */
export function dotted(parts: ReactNode[]): ReactNode {
  const present = parts.filter((p) => p !== null && p !== undefined && p !== false && p !== '');
  return present.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed, ordered list of facts
    <Fragment key={i}>
      {i > 0 && ' · '}
      {part}
    </Fragment>
  ));
}
