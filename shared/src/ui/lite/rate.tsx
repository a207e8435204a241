import type { CSSProperties } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

/** Stars for a score (display only), halves rounded as antd's Rate with allowHalf shows them. */
export function Rate({ value = 0, style }: { value?: number; disabled?: boolean; allowHalf?: boolean; style?: CSSProperties }) {
  ensureLiteStyles();
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span className="ml-rate" role="img" aria-label={`${value} / 5`} style={style}>
      {Array.from({ length: 5 }, (_, i) => (
        <span
          key={i}
          className={i < full || (i === full && half) ? undefined : 'ml-rate-off'}
          style={i === full && half ? { opacity: 0.6 } : undefined}
        >
          ★
        </span>
      ))}
    </span>
  );
}
