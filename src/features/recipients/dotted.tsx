import { Fragment, type ReactNode } from 'react';

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
