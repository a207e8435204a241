import { createContext, useContext, useId, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

interface GroupState {
  name: string;
  value: unknown;
  onChange?: (e: { target: { value: unknown } }) => void;
}
const GroupContext = createContext<GroupState | null>(null);

/**
 * Native radio buttons in a group (antd's Radio.Group subset: value, onChange with `e.target.value`).
 * The browser gives the group one tab stop and arrow-key moves; the group needs a name
 * (aria-label or aria-labelledby).
 */
function Group({
  value,
  onChange,
  children,
  className,
  ...rest
}: Data & {
  value: unknown;
  onChange?: (e: { target: { value: unknown } }) => void;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** In a form (lite Field): the group's error and hint, and whether a choice is needed. */
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  id?: string;
}) {
  ensureLiteStyles();
  const name = useId();
  return (
    <GroupContext.Provider value={{ name, value, onChange }}>
      <div role="radiogroup" className={className} {...rest}>
        {children}
      </div>
    </GroupContext.Provider>
  );
}

function RadioBase({
  value,
  disabled,
  children,
  className,
  ...rest
}: Data & { value: unknown; disabled?: boolean; children?: ReactNode; className?: string }) {
  ensureLiteStyles();
  const group = useContext(GroupContext);
  return (
    <label className={cx('ml-check', disabled && 'ml-check-disabled', className)} {...rest}>
      <input
        type="radio"
        name={group?.name}
        value={String(value)}
        checked={group ? Object.is(group.value, value) : undefined}
        disabled={disabled}
        onChange={(e) => e.target.checked && group?.onChange?.({ target: { value } })}
      />
      <span>{children}</span>
    </label>
  );
}

export const Radio = Object.assign(RadioBase, { Group });
