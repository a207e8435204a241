import type { ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx } from './util';

export function Spin({ size, tip, children }: { size?: 'small' | 'default' | 'large'; tip?: string; children?: ReactNode }) {
  ensureLiteStyles();
  return (
    <div role="status" aria-live="polite" style={{ textAlign: 'center', padding: children ? 0 : 24 }}>
      <span className={cx('ml-spin', size !== 'small' && 'ml-spin-lg')} aria-hidden />
      {tip ? (
        <div className="ml-text-secondary" style={{ marginTop: 8 }}>
          {tip}
        </div>
      ) : null}
      {children}
    </div>
  );
}
