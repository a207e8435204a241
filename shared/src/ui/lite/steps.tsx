import type { CSSProperties, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

/**
 * Where the buyer is in a sequence (antd's Steps subset: `items` with a title, `current` counted
 * from 0): an ordered list, the current step marked `aria-current="step"`, the steps before it
 * done. Not interactive; the list needs a name (aria-label) when the page has more than one.
 */
export function Steps({
  items,
  current = 0,
  className,
  style,
  ...rest
}: Data & {
  items: { title: ReactNode }[];
  current?: number;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  ensureLiteStyles();
  return (
    <ol className={cx('ml-steps', className)} style={style} {...rest}>
      {items.map((item, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'todo';
        return (
          <li key={i} className={`ml-step ml-step-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="ml-step-icon" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="ml-step-title">{item.title}</span>
          </li>
        );
      })}
    </ol>
  );
}
