import { useEffect, useState } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

/**
 * A whole-number stepper (WAI-ARIA spinbutton): digits only, clamped to [min, max]; ArrowUp/Down
 * step by one, PageUp/PageDown by ten, Home/End go to min/max, Enter or leaving the field commits
 * typed digits. A typed figure outside [min, max], or an emptied field, is told to
 * `onOutOfRange` (the page says why) before the field shows the nearest allowed figure. The − and + buttons are for pointers (out of the tab order, as the pattern has
 * them); the field needs a name (aria-label or aria-labelledby).
 */
export function InputNumber({
  value,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  disabled,
  onChange,
  onOutOfRange,
  ...rest
}: Data & {
  value: number;
  min?: number;
  max?: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  /** The buyer typed this (0 for an emptied field), outside [min, max]. */
  onOutOfRange?: (typed: number) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: boolean;
  id?: string;
}) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clampTo = (n: number) => Math.min(max, Math.max(min, n));
  const set = (n: number) => {
    const next = clampTo(n);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const commit = () => {
    const typed = /^\d+$/.test(text) ? Number(text) : 0;
    if (typed < min || typed > max) onOutOfRange?.(typed);
    set(typed === 0 && text === '' ? value : typed);
  };
  const keys: Record<string, () => void> = {
    ArrowUp: () => set(value + 1),
    ArrowDown: () => set(value - 1),
    PageUp: () => set(value + 10),
    PageDown: () => set(value - 10),
    Home: () => set(min),
    End: () => set(max),
    Enter: commit,
  };
  return (
    <span className={cx('ml-num', disabled && 'ml-num-disabled')}>
      <button type="button" tabIndex={-1} aria-label={t('kit.decrease')} disabled={disabled || value <= min} onClick={() => set(value - 1)}>
        −
      </button>
      <input
        inputMode="numeric"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          const action = keys[e.key];
          if (!action) return;
          e.preventDefault();
          action();
        }}
        {...rest}
      />
      <button type="button" tabIndex={-1} aria-label={t('kit.increase')} disabled={disabled || value >= max} onClick={() => set(value + 1)}>
        +
      </button>
    </span>
  );
}
