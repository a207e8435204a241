import { useId, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

/**
 * A single choice shown as joined buttons over native radio inputs (antd's Radio.Group with
 * `optionType="button"`): the browser gives the group one tab stop and arrow-key moves, the label
 * is what a pointer presses, the focused choice has a visible ring. Each option's `testId` is on its
 * input (its `checked` is the state). Name the group with aria-label.
 */
export function RadioButtons<T extends string>({
  value,
  options,
  onChange,
  className,
  ...rest
}: Data & {
  value: T;
  options: { value: T; label: ReactNode; testId?: string }[];
  onChange: (value: T) => void;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}) {
  ensureLiteStyles();
  const name = useId();
  return (
    <div role="radiogroup" className={cx('ml-radio-btns', className)} {...rest}>
      {options.map((o) => (
        <label key={o.value} className="ml-radio-btn">
          <input
            type="radio"
            name={name}
            value={o.value}
            checked={o.value === value}
            data-testid={o.testId}
            onChange={(e) => e.target.checked && onChange(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}
