import { Children, type HTMLAttributes } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data, type Size } from './util';

const GAP: Record<string, number> = { small: 8, middle: 16, large: 24 };
const gapOf = (size: Size | number | undefined) => (typeof size === 'number' ? size : GAP[size ?? 'small']);

export function Space({
  size,
  wrap,
  align,
  direction,
  orientation,
  className,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> &
  Data & {
    size?: Size | number;
    wrap?: boolean;
    align?: 'start' | 'end' | 'center' | 'baseline';
    direction?: 'horizontal' | 'vertical';
    orientation?: 'horizontal' | 'vertical';
  }) {
  ensureLiteStyles();
  const vertical = (orientation ?? direction) === 'vertical';
  const alignItems = align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : align;
  return (
    <div
      className={cx('ml-space', wrap && 'ml-space-wrap', vertical && 'ml-space-vertical', className)}
      style={{ gap: gapOf(size), alignItems, ...style }}
      {...rest}
    >
      {Children.toArray(children)}
    </div>
  );
}
