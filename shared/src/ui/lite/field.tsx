import { useId, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx } from './util';

/** What a field's control takes from Field: its id, name and description, and whether it is invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
  /** Set for a group (radio buttons): the label names the group. */
  'aria-labelledby': string | undefined;
}

/**
 * A labelled form field with its hint and error below it (the light pages' replacement for antd's
 * Form.Item): the label names the control (`<label for>`, or `aria-labelledby` for a group of
 * radio buttons), and the control is described by the hint and the error and marked
 * `aria-invalid` while the error shows. The control is a render function given those props, so
 * any native control or kit part fits. Validation stays with the page (its shared schema).
 */
export function Field({
  label,
  error,
  hint,
  required,
  group,
  className,
  children,
}: {
  label: ReactNode;
  /** The error to show (already worded), or null/undefined. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Marks the label with an asterisk and the control aria-required. */
  required?: boolean;
  /** The control is a group (a radio group): labelled by the label's id rather than `for`. */
  group?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  ensureLiteStyles();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = error != null && error !== false && error !== '';
  const describedBy = [invalid && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const mark = required ? (
    <span className="ml-field-required" aria-hidden="true">
      *
    </span>
  ) : null;
  return (
    <div className={cx('ml-field', invalid && 'ml-field-invalid', className)}>
      {group ? (
        <span id={labelId} className="ml-field-label">
          {mark}
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className="ml-field-label">
          {mark}
          {label}
        </label>
      )}
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        'aria-labelledby': group ? labelId : undefined,
      })}
      {hint ? (
        <div id={hintId} className="ml-field-hint">
          {hint}
        </div>
      ) : null}
      {invalid ? (
        <div id={errorId} className="ml-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
