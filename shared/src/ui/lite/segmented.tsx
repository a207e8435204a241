import { useRef, type ReactNode } from 'react';
import { rovingIndex } from './roving';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/**
 * A single choice shown as joined buttons (antd's Radio.Group of Radio.Buttons), as the WAI-ARIA
 * radio group pattern: one tab stop (the checked option), arrow keys move the choice and focus,
 * Space chooses the focused option. Name it with aria-label.
 */
export function Segmented<T extends string | number>({
  value,
  options,
  onChange,
  ...rest
}: Data & { value: T; options: { value: T; label: ReactNode }[]; onChange: (value: T) => void; 'aria-label'?: string }) {
  ensureLiteStyles();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const checkedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <div role="radiogroup" className="ml-seg" {...rest}>
      {options.map((o, i) => (
        <button
          key={String(o.value)}
          ref={(el) => {
            buttons.current[i] = el;
          }}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          tabIndex={i === checkedIndex ? 0 : -1}
          className="ml-btn"
          onClick={() => onChange(o.value)}
          onKeyDown={(e) => {
            const to = rovingIndex(e, i, options.length);
            if (to === null) return;
            e.preventDefault();
            onChange(options[to]!.value);
            buttons.current[to]?.focus();
          }}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}
