import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export function Badge({
  count = 0,
  children,
  decorative = false,
}: {
  count?: number;
  /** The count is said in words by the badge's owner (hidden text): the figure is not read out. */
  decorative?: boolean;
  size?: 'small' | 'default';
  offset?: [number, number];
  children?: ReactNode;
}) {
  ensureLiteStyles();
  return (
    <span className="ml-badge">
      {children}
      {count > 0 ? (
        <sup className="ml-badge-count" data-testid="badge-count" aria-hidden={decorative || undefined}>
          {count > 99 ? '99+' : count}
        </sup>
      ) : null}
    </span>
  );
}
