import type { CSSProperties, HTMLAttributes } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, type Data } from './util';

type TextType = 'secondary' | 'danger' | 'success' | 'warning';
interface TextProps extends HTMLAttributes<HTMLElement>, Data {
  type?: TextType;
  strong?: boolean;
  delete?: boolean;
  ellipsis?: boolean | { rows?: number };
}

const textClass = (type?: TextType, ellipsis?: TextProps['ellipsis'], className?: string) =>
  cx(type && `ml-text-${type}`, ellipsis && 'ml-ellipsis', className);
const clamp = (ellipsis: TextProps['ellipsis'], style?: CSSProperties): CSSProperties | undefined =>
  ellipsis ? { WebkitLineClamp: typeof ellipsis === 'object' ? (ellipsis.rows ?? 1) : 1, ...style } : style;

function Text({ type, strong, delete: del, ellipsis, className, style, children, ...rest }: TextProps) {
  ensureLiteStyles();
  let body = children;
  if (strong) body = <strong>{body}</strong>;
  if (del) body = <del>{body}</del>;
  return (
    <span
      className={textClass(type, ellipsis, className)}
      style={clamp(ellipsis, style)}
      title={ellipsis && typeof children === 'string' ? children : undefined}
      {...rest}
    >
      {body}
    </span>
  );
}

function Paragraph({ type, ellipsis, className, style, children, strong, delete: del, ...rest }: TextProps) {
  ensureLiteStyles();
  void strong;
  void del;
  return (
    <div className={cx('ml-p', textClass(type, ellipsis, className))} style={clamp(ellipsis, style)} {...rest}>
      {children}
    </div>
  );
}

function Title({ level = 1, className, children, ...rest }: HTMLAttributes<HTMLHeadingElement> & Data & { level?: 1 | 2 | 3 | 4 | 5 }) {
  ensureLiteStyles();
  const Tag = `h${level}` as const;
  return (
    <Tag className={cx('ml-title', className)} {...rest}>
      {children}
    </Tag>
  );
}

export const Typography = { Text, Paragraph, Title };
