import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';

export function Badge({
  count = 0,
  children,
}: {
  count?: number;
  size?: 'small' | 'default';
  offset?: [number, number];
  children?: ReactNode;
}) {
  ensureLiteStyles();
  return (
    <span className="ml-badge">
      {children}
      {count > 0 ? (
        <sup className="ml-badge-count" data-testid="badge-count">
          {count > 99 ? '99+' : count}
        </sup>
      ) : null}
    </span>
  );
}
