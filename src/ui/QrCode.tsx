/**
 * A QR code drawn as SVG React elements from uqr's module matrix (no innerHTML). Always dark on
 * light with a quiet zone, whatever the theme, so every scanner reads it.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';
import { t } from '../i18n';
import './ui.css';

export interface QrCodeProps {
  value: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  /** What the code holds, for screen readers: "Deposit address". */
  label: string;
  className?: string;
}

/** One path for all dark modules: each horizontal run becomes `M x y h n v 1 h -n z`. */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join('');
}

export function QrCode({ value, size = 200, label, className }: QrCodeProps) {
  const qr = useMemo(() => encode(value, { ecc: 'M', border: 2 }), [value]);
  const path = useMemo(() => qrPath(qr.data), [qr]);
  return (
    <svg
      className={`ui-qr${className ? ` ${className}` : ''}`}
      role="img"
      aria-label={t('ui.qr.label', { label })}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-value={value}
    >
      <title>{t('ui.qr.label', { label })}</title>
      <rect width={qr.size} height={qr.size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
