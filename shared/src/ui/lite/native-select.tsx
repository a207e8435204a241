import type { CSSProperties } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

/** A native select, styled quietly (header language and currency). */
export function NativeSelect({
  value,
  options,
  onChange,
  className,
  ...rest
}: Data & {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  id?: string;
  name?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  'aria-labelledby'?: string;
}) {
  ensureLiteStyles();
  return (
    <select className={cx('ml-select', className)} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
