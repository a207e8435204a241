import { useMemo } from 'react';
import { encodeQr } from './qr-encode';

/** A QR code as an SVG (4-module quiet zone). */
export function QrCode({ text, size = 180, testId }: { text: string; size?: number; testId?: string }) {
  const qr = useMemo(() => encodeQr(text), [text]);
  const n = qr.size + 8;
  const path = qr.modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + 4} ${y + 4}h1v1h-1z` : ''))).join('');
  return (
    <svg
      data-testid={testId}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label="QR code"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
