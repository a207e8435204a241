import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode, Ref } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data, type Size } from './util';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>, Data {
  type?: 'primary' | 'default' | 'link' | 'text' | 'dashed';
  htmlType?: 'button' | 'submit' | 'reset';
  size?: Size;
  block?: boolean;
  danger?: boolean;
  ghost?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  /** Renders a link that looks like a button. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  type = 'default',
  htmlType = 'button',
  size,
  block,
  danger,
  ghost,
  loading,
  icon,
  className,
  children,
  disabled,
  href,
  ...rest
}: ButtonProps) {
  ensureLiteStyles();
  const classes = cx(
    'ml-btn',
    type !== 'default' && `ml-btn-${type}`,
    size === 'small' && 'ml-btn-sm',
    size === 'large' && 'ml-btn-lg',
    block && 'ml-btn-block',
    className,
  );
  if (href)
    return (
      <a href={href} className={classes} {...(rest as HTMLAttributes<HTMLAnchorElement>)}>
        {icon}
        {children}
      </a>
    );
  return (
    <button
      type={htmlType}
      className={cx(
        'ml-btn',
        type !== 'default' && `ml-btn-${type}`,
        size === 'small' && 'ml-btn-sm',
        size === 'large' && 'ml-btn-lg',
        block && 'ml-btn-block',
        danger && 'ml-btn-danger',
        ghost && 'ml-btn-ghost',
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="ml-spin" aria-hidden /> : icon}
      {children}
    </button>
  );
}
