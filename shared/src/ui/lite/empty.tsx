import type { HTMLAttributes, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/** Nothing to show: a picture, the description, and what to do instead (`children`, e.g. a link). */
export function Empty({ description, children, ...rest }: HTMLAttributes<HTMLDivElement> & Data & { description?: ReactNode }) {
  ensureLiteStyles();
  return (
    <div className="ml-empty" {...rest}>
      <svg width="64" height="41" viewBox="0 0 64 41" aria-hidden>
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse cx="32" cy="33" fill="#f5f5f5" rx="32" ry="7" />
          <path
            stroke="#d9d9d9"
            fill="#fafafa"
            d="M55 12.76 44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z"
          />
        </g>
      </svg>
      <div>{description}</div>
      {children ? <div style={{ marginTop: 12 }}>{children}</div> : null}
    </div>
  );
}
