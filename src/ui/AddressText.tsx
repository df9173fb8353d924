import type { CSSProperties } from 'react';

/** Characters per group: four, as wallets and block explorers print long identifiers. */
const GROUP = 4;
// Inline (this widget loads with the screens that use it, not in the first screen's stylesheet).
const LOOK: CSSProperties = {
  display: 'inline-flex',
  flexWrap: 'wrap',
  columnGap: '0.45em',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: 15,
  lineHeight: '22px',
  userSelect: 'text',
  WebkitUserSelect: 'text',
};

/**
 * A blockchain address (or any long identifier) shown whole: monospace, left to right in every
 * language, in groups of four that wrap between groups, so the user can compare it character by
 * character with where it came from. The groups are separate boxes, not spaces: copying the text
 * gives the address exactly as it is.
 */
export function AddressText({ value, testId }: { value: string; testId?: string }) {
  // A hex address's "0x" stands apart, so its 40 digits fall in ten even groups.
  const prefix = /^0x/i.test(value) ? value.slice(0, 2) : '';
  const groups: string[] = prefix ? [prefix] : [];
  for (let i = prefix.length; i < value.length; i += GROUP) groups.push(value.slice(i, i + GROUP));
  return (
    <span className="ui-address" style={LOOK} dir="ltr" data-testid={testId}>
      {groups.map((g, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a group's place is its identity (groups repeat)
        <span key={i}>{g}</span>
      ))}
    </span>
  );
}
