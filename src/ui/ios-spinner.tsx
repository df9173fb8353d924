import './ios-spinner.css';

/**
 * The iOS activity indicator, as telegram-ui's Spinner shows it on iOS and macOS. The build
 * (src/build/ios-spinner.ts) points telegram-ui's Spinner here instead of its own iOS icons,
 * which animate with SVG <animate> elements: Firefox applies those as inline style, which the
 * CSP (style-src-attr 'none') refuses, so they raised violations and stood still there. Here eight
 * spokes fade behind the brightest (opacity attributes, not styles) and the stylesheet turns them
 * a spoke at a time, as iOS does: within the CSP in every engine, and 0.3 KB instead of the
 * library's 4.4 KB chunk.
 */
const SIZES = { s: 24, m: 32, l: 44 } as const;
/** Each spoke's opacity by how far it trails the brightest one, clockwise. */
const TRAIL = [1, 0.85, 0.7, 0.57, 0.45, 0.34, 0.24, 0.15];
/** Each spoke's angle: the brightest points up, the others follow it anticlockwise, fading. */
const ANGLES = [0, 45, 90, 135, 180, 225, 270, 315];

export const IOSSpinner = ({ size }: { size: keyof typeof SIZES }) => (
  <svg
    className="ios-spinner"
    width={SIZES[size]}
    height={SIZES[size]}
    viewBox="0 0 24 24"
    aria-hidden="true"
    focusable="false"
  >
    {ANGLES.map((angle, spoke) => (
      <rect
        key={angle}
        x="11"
        y="2"
        width="2"
        height="7"
        rx="1"
        transform={`rotate(${angle} 12 12)`}
        opacity={TRAIL[(8 - spoke) % 8]}
      />
    ))}
  </svg>
);
