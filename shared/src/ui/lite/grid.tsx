import type { HTMLAttributes } from 'react';
import { ensureLiteStyles } from './styles';
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

const BREAKPOINTS = [
  ['xs', 0],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
] as const;
type Breakpoint = (typeof BREAKPOINTS)[number][0];

/** One rule per (breakpoint, span) pair used, added to the sheet on first use. */
const colRules = new Set<string>();
function colClass(bp: Breakpoint, span: number): string {
  const name = `ml-col-${bp}-${span}`;
  if (!colRules.has(name) && typeof document !== 'undefined') {
    colRules.add(name);
    const min = BREAKPOINTS.find(([b]) => b === bp)![1];
    const pct = `${(span / 24) * 100}%`;
    const rule = `.${name}{flex:0 0 ${pct};max-width:${pct}}`;
    const style = document.createElement('style');
    style.textContent = min ? `@media (min-width:${min}px){${rule}}` : rule;
    document.head.appendChild(style);
  }
  return name;
}

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
  for (const [bp] of BREAKPOINTS) {
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
