import type { HTMLAttributes } from 'react';
import { ensureLiteStyles, GRID_BREAKPOINTS } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

type Gutter = number | [number, number];
export function Row({ gutter = 0, className, style, children, ...rest }: HTMLAttributes<HTMLDivElement> & Data & { gutter?: Gutter }) {
  ensureLiteStyles();
  const [h, v] = Array.isArray(gutter) ? gutter : [gutter, 0];
  return (
    // The columns read the half gutter from the inherited variable.
    <div
      className={cx('ml-row', className)}
      style={{ marginInline: -h / 2, rowGap: v, ['--ml-gutter' as string]: `${h / 2}px`, ...style }}
      {...rest}
    >
      {children}
    </div>
  );
}

type Breakpoint = (typeof GRID_BREAKPOINTS)[number][0];

/** A column's class for a span at a breakpoint (the rules are in the kit's sheet, styles.ts). */
const colClass = (bp: Breakpoint, span: number) => `ml-col-${bp}-${span}`;

export function Col({
  span,
  className,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & Data & { span?: number } & Partial<Record<Breakpoint, number>>) {
  ensureLiteStyles();
  const classes = ['ml-col'];
  if (span !== undefined) classes.push(colClass('xs', span));
  const own: Record<string, unknown> = { ...rest };
  for (const [bp] of GRID_BREAKPOINTS) {
    const value = own[bp];
    if (typeof value === 'number') classes.push(colClass(bp, value));
    delete own[bp];
  }
  return (
    <div
      className={cx(...classes, className)}
      style={{ paddingInline: 'var(--ml-gutter, 0px)', ...style }}
      {...(own as HTMLAttributes<HTMLDivElement>)}
    >
      {children}
    </div>
  );
}
