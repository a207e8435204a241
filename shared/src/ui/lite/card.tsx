import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, Data {
  title?: ReactNode;
  extra?: ReactNode;
  cover?: ReactNode;
  size?: 'small' | 'default';
  hoverable?: boolean;
  styles?: { body?: CSSProperties };
}

function CardBase({ title, extra, cover, size, hoverable, styles, className, children, ...rest }: CardProps) {
  ensureLiteStyles();
  return (
    <div className={cx('ml-card', size === 'small' && 'ml-card-sm', hoverable && 'ml-card-hoverable', className)} {...rest}>
      {title || extra ? (
        <div className="ml-card-head">
          <span>{title}</span>
          {extra}
        </div>
      ) : null}
      {cover ? <div>{cover}</div> : null}
      <div className="ml-card-body" style={styles?.body}>
        {children}
      </div>
    </div>
  );
}

function CardMeta({ avatar, title, description }: { avatar?: ReactNode; title?: ReactNode; description?: ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      {avatar ? <div style={{ flex: 'none' }}>{avatar}</div> : null}
      <div style={{ minWidth: 0 }}>
        {title ? <div style={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{title}</div> : null}
        {description ? <div className="ml-text-secondary">{description}</div> : null}
      </div>
    </div>
  );
}

export const Card = Object.assign(CardBase, { Meta: CardMeta });
