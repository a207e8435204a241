import type { HTMLAttributes, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

export function Alert({
  type = 'info',
  title,
  message,
  description,
  showIcon,
  action,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> &
  Data & {
    type?: 'info' | 'warning' | 'error' | 'success';
    title?: ReactNode;
    message?: ReactNode;
    description?: ReactNode;
    showIcon?: boolean;
    action?: ReactNode;
  }) {
  ensureLiteStyles();
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={cx('ml-alert', `ml-alert-${type}`, className)}
      {...rest}
    >
      {showIcon ? <span className="ml-alert-icon" aria-hidden /> : null}
      <div className="ml-alert-body">
        <div>{title ?? message}</div>
        {description ? <div className="ml-alert-desc">{description}</div> : null}
      </div>
      {action}
    </div>
  );
}
