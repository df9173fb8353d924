import type { CSSProperties } from 'react';

/**
 * A line icon on the 24-unit grid: one stroked path in the text's colour, hidden from assistive
 * technology (the button, tab or row it sits in carries the name). `size` in px; without it the
 * stylesheet sizes the icon.
 */
export function LineIcon({
  d,
  stroke = 2,
  size,
  style,
}: {
  d: string;
  stroke?: number;
  size?: number;
  style?: CSSProperties;
}) {
  return (
    <svg style={style} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path
        d={d}
        fill="none"
        stroke="currentColor"
        strokeWidth={stroke}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
