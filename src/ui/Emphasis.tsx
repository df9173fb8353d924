import type { ReactNode } from 'react';

/** A private-use character no translation contains: it marks where the value sits in the sentence. */
const MARK = '\uE000';

/**
 * A translated sentence with one value in bold ("Enter the code we sent to **a@b.c**."). The
 * sentence stays whole for translators, who put the value where their language needs it.
 */
export function Emphasis({ sentence, value }: { sentence: (value: string) => string; value: ReactNode }) {
  const [before = '', after = ''] = sentence(MARK).split(MARK);
  return (
    <>
      {before}
      {/* Isolated: an address or a Latin name keeps its own order inside an Arabic sentence. */}
      <b>
        <bdi>{value}</bdi>
      </b>
      {after}
    </>
  );
}
