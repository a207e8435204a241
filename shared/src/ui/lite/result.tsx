import type { HTMLAttributes, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

const RESULT_ICONS: Record<string, string> = { '404': '?', '403': '⊘', '500': '!', warning: '!', error: '✕', success: '✓', info: 'ℹ' };
export function Result({
  status = 'info',
  title,
  subTitle,
  extra,
  icon,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> &
  Data & {
    status?: string;
    title?: ReactNode;
    subTitle?: ReactNode;
    extra?: ReactNode;
    /** Shown instead of the status's sign (a picture with alt=""; the title says what happened). */
    icon?: ReactNode;
  }) {
  ensureLiteStyles();
  return (
    <div className={cx('ml-result', className)} {...rest}>
      <div className="ml-result-icon" aria-hidden>
        {icon ?? RESULT_ICONS[status] ?? 'ℹ'}
      </div>
      <h2 className="ml-result-title">{title}</h2>
      {subTitle ? <div className="ml-result-sub">{subTitle}</div> : null}
      {extra ? <div className="ml-result-extra">{extra}</div> : null}
    </div>
  );
}
