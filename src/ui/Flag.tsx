import { flagOf } from '../lib/region';

const STYLE = { fontSize: 24, lineHeight: 1 } as const;

/** A country's flag as a list row's icon (decorative: the row names the country). */
export function Flag({ code }: { code: string }) {
  return (
    <span style={STYLE} aria-hidden="true">
      {flagOf(code)}
    </span>
  );
}
