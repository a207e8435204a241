import { useEffect, useRef, type ChangeEvent, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

/**
 * A native check box with its label (antd's Checkbox subset: checked, indeterminate, onChange with
 * the input's event, so `e.target.checked` reads the same). Without children it needs a name
 * (aria-label).
 */
export function Checkbox({
  checked,
  indeterminate,
  disabled,
  onChange,
  children,
  className,
  ...rest
}: Data & {
  checked?: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange?: (e: ChangeEvent<HTMLInputElement>) => void;
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** For a check box that must be ticked (a form's): marks it invalid and points at its error. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  id?: string;
}) {
  ensureLiteStyles();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = Boolean(indeterminate);
  }, [indeterminate]);
  const data = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-')));
  const input = (
    <input
      ref={ref}
      type="checkbox"
      checked={Boolean(checked)}
      disabled={disabled}
      onChange={onChange}
      aria-label={rest['aria-label']}
      aria-invalid={rest['aria-invalid']}
      aria-describedby={rest['aria-describedby']}
      id={rest.id}
      {...(children == null ? data : {})}
    />
  );
  if (children == null) return <span className={cx('ml-check', className)}>{input}</span>;
  return (
    <label className={cx('ml-check', disabled && 'ml-check-disabled', className)} {...data}>
      {input}
      <span>{children}</span>
    </label>
  );
}
