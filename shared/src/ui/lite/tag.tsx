import type { HTMLAttributes } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

const TAG_COLORS = new Set([
  'blue',
  'green',
  'success',
  'red',
  'error',
  'volcano',
  'orange',
  'warning',
  'gold',
  'default',
  'purple',
  'cyan',
]);
export function Tag({ color, className, children, ...rest }: HTMLAttributes<HTMLSpanElement> & Data & { color?: string }) {
  ensureLiteStyles();
  return (
    <span className={cx('ml-tag', color && TAG_COLORS.has(color) && `ml-tag-${color}`, className)} {...rest}>
      {children}
    </span>
  );
}
