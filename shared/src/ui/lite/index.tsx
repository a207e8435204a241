/**
 * The light kit: plain React + one small style sheet, for the pages a buyer lands on first (the
 * shell's frame, home, product detail). They must paint fast on a phone, so they do not load antd
 * (about 440 kB gzip and its CSS-in-JS work at render). The props are a subset of antd's, so a
 * page moves between the two by its import line; pages with forms, tables and pickers keep antd.
 */
import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ensureLiteStyles } from './styles';

export { ensureLiteStyles, LITE_CSS, LITE_SHEET_ID } from './styles';
export { toast, useToast, Toasts, type ToastKind } from './toast';
export { Picture, type PictureProps } from './image';

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');
type Data = { [key: `data-${string}`]: string | number | boolean | undefined };
type Size = 'small' | 'middle' | 'large';

// -- Button ------------------------------------------------------------------------------------

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

export function Spin({ size, tip, children }: { size?: 'small' | 'default' | 'large'; tip?: string; children?: ReactNode }) {
  ensureLiteStyles();
  return (
    <div role="status" aria-live="polite" style={{ textAlign: 'center', padding: children ? 0 : 24 }}>
      <span className={cx('ml-spin', size !== 'small' && 'ml-spin-lg')} aria-hidden />
      {tip ? (
        <div className="ml-text-secondary" style={{ marginTop: 8 }}>
          {tip}
        </div>
      ) : null}
      {children}
    </div>
  );
}

// -- Typography --------------------------------------------------------------------------------

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

// -- Layout ------------------------------------------------------------------------------------

const GAP: Record<string, number> = { small: 8, middle: 16, large: 24 };
const gapOf = (size: Size | number | undefined) => (typeof size === 'number' ? size : GAP[size ?? 'small']);

export function Space({
  size,
  wrap,
  align,
  direction,
  orientation,
  className,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> &
  Data & {
    size?: Size | number;
    wrap?: boolean;
    align?: 'start' | 'end' | 'center' | 'baseline';
    direction?: 'horizontal' | 'vertical';
    orientation?: 'horizontal' | 'vertical';
  }) {
  ensureLiteStyles();
  const vertical = (orientation ?? direction) === 'vertical';
  const alignItems = align === 'start' ? 'flex-start' : align === 'end' ? 'flex-end' : align;
  return (
    <div
      className={cx('ml-space', wrap && 'ml-space-wrap', vertical && 'ml-space-vertical', className)}
      style={{ gap: gapOf(size), alignItems, ...style }}
      {...rest}
    >
      {Children.toArray(children)}
    </div>
  );
}

type Gutter = number | [number, number];
export function Row({ gutter = 0, className, style, children, ...rest }: HTMLAttributes<HTMLDivElement> & Data & { gutter?: Gutter }) {
  ensureLiteStyles();
  const [h, v] = Array.isArray(gutter) ? gutter : [gutter, 0];
  return (
    // The columns read the half gutter from the inherited variable.
    <div
      className={cx('ml-row', className)}
      style={{ marginInline: -h / 2, rowGap: v, ['--ml-gutter' as string]: `${h / 2}px`, ...style }}
      {...rest}
    >
      {children}
    </div>
  );
}

const BREAKPOINTS = [
  ['xs', 0],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
  ['xl', 1200],
] as const;
type Breakpoint = (typeof BREAKPOINTS)[number][0];

/** One rule per (breakpoint, span) pair used, added to the sheet on first use. */
const colRules = new Set<string>();
function colClass(bp: Breakpoint, span: number): string {
  const name = `ml-col-${bp}-${span}`;
  if (!colRules.has(name) && typeof document !== 'undefined') {
    colRules.add(name);
    const min = BREAKPOINTS.find(([b]) => b === bp)![1];
    const pct = `${(span / 24) * 100}%`;
    const rule = `.${name}{flex:0 0 ${pct};max-width:${pct}}`;
    const style = document.createElement('style');
    style.textContent = min ? `@media (min-width:${min}px){${rule}}` : rule;
    document.head.appendChild(style);
  }
  return name;
}

export function Col({
  span,
  className,
  style,
  children,
  ...rest
}: HTMLAttributes<HTMLDivElement> & Data & { span?: number } & Partial<Record<Breakpoint, number>>) {
  ensureLiteStyles();
  const classes = ['ml-col'];
  if (span !== undefined) classes.push(colClass('xs', span));
  const own: Record<string, unknown> = { ...rest };
  for (const [bp] of BREAKPOINTS) {
    const value = own[bp];
    if (typeof value === 'number') classes.push(colClass(bp, value));
    delete own[bp];
  }
  return (
    <div
      className={cx(...classes, className)}
      style={{ paddingInline: 'var(--ml-gutter, 0px)', ...style }}
      {...(own as HTMLAttributes<HTMLDivElement>)}
    >
      {children}
    </div>
  );
}

// -- Surfaces ----------------------------------------------------------------------------------

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

const TAG_COLORS = new Set([
  'blue',
  'green',
  'success',
  'red',
  'error',
  'volcano',
  'orange',
  'warning',
  'gold',
  'default',
  'purple',
  'cyan',
]);
export function Tag({ color, className, children, ...rest }: HTMLAttributes<HTMLSpanElement> & Data & { color?: string }) {
  ensureLiteStyles();
  return (
    <span className={cx('ml-tag', color && TAG_COLORS.has(color) && `ml-tag-${color}`, className)} {...rest}>
      {children}
    </span>
  );
}

const ALERT_ICONS = { info: 'ℹ', warning: '!', error: '✕', success: '✓' } as const;
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
    type?: keyof typeof ALERT_ICONS;
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
      {showIcon ? <span aria-hidden>{ALERT_ICONS[type]}</span> : null}
      <div className="ml-alert-body">
        <div>{title ?? message}</div>
        {description ? <div className="ml-alert-desc">{description}</div> : null}
      </div>
      {action}
    </div>
  );
}

export function Empty({ description, ...rest }: HTMLAttributes<HTMLDivElement> & Data & { description?: ReactNode }) {
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
    </div>
  );
}

const RESULT_ICONS: Record<string, string> = { '404': '?', '403': '⊘', '500': '!', warning: '!', error: '✕', success: '✓', info: 'ℹ' };
export function Result({
  status = 'info',
  title,
  subTitle,
  extra,
  className,
  ...rest
}: Omit<HTMLAttributes<HTMLDivElement>, 'title'> & Data & { status?: string; title?: ReactNode; subTitle?: ReactNode; extra?: ReactNode }) {
  ensureLiteStyles();
  return (
    <div className={cx('ml-result', className)} {...rest}>
      <div className="ml-result-icon" aria-hidden>
        {RESULT_ICONS[status] ?? 'ℹ'}
      </div>
      <h2 className="ml-result-title">{title}</h2>
      {subTitle ? <div className="ml-result-sub">{subTitle}</div> : null}
      {extra ? <div className="ml-result-extra">{extra}</div> : null}
    </div>
  );
}

export function Skeleton({ paragraph }: { active?: boolean; paragraph?: { rows?: number } }) {
  ensureLiteStyles();
  const rows = (paragraph?.rows ?? 3) + 1;
  return (
    <div aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="ml-skel" style={{ width: i === 0 ? '38%' : i === rows - 1 ? '61%' : '100%' }} />
      ))}
    </div>
  );
}

export function Breadcrumb({ items }: { items: { key?: string; title: ReactNode }[] }) {
  ensureLiteStyles();
  return (
    <ol className="ml-crumbs">
      {items.map((item, i) => (
        <li key={item.key ?? i} aria-current={i === items.length - 1 ? 'page' : undefined}>
          {item.title}
        </li>
      ))}
    </ol>
  );
}

export function Badge({
  count = 0,
  children,
}: {
  count?: number;
  size?: 'small' | 'default';
  offset?: [number, number];
  children?: ReactNode;
}) {
  ensureLiteStyles();
  return (
    <span className="ml-badge">
      {children}
      {count > 0 ? (
        <sup className="ml-badge-count" data-testid="badge-count">
          {count > 99 ? '99+' : count}
        </sup>
      ) : null}
    </span>
  );
}

/** Stars for a score (display only), halves rounded as antd's Rate with allowHalf shows them. */
export function Rate({ value = 0, style }: { value?: number; disabled?: boolean; allowHalf?: boolean; style?: CSSProperties }) {
  ensureLiteStyles();
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <span className="ml-rate" role="img" aria-label={`${value} / 5`} style={style}>
      {Array.from({ length: 5 }, (_, i) => (
        <span
          key={i}
          className={i < full || (i === full && half) ? undefined : 'ml-rate-off'}
          style={i === full && half ? { opacity: 0.6 } : undefined}
        >
          ★
        </span>
      ))}
    </span>
  );
}

// -- Navigation and choice ---------------------------------------------------------------------

export function Tabs({
  items,
  activeKey,
  defaultActiveKey,
  onChange,
}: {
  items: { key: string; label: ReactNode; children: ReactNode }[];
  activeKey?: string;
  defaultActiveKey?: string;
  onChange?: (key: string) => void;
}) {
  ensureLiteStyles();
  const id = useId();
  const [own, setOwn] = useState(defaultActiveKey ?? items[0]?.key);
  const active = activeKey ?? own;
  const current = items.find((i) => i.key === active) ?? items[0];
  return (
    <div>
      <div role="tablist" className="ml-tabs-nav">
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-controls={`${id}-panel`}
            aria-selected={item.key === current?.key}
            className="ml-tab"
            onClick={() => {
              setOwn(item.key);
              onChange?.(item.key);
            }}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current?.key}`}>
        {current?.children}
      </div>
    </div>
  );
}

export function Descriptions({
  items,
  ...rest
}: Data & {
  items: { key: string | number; label: ReactNode; children: ReactNode }[];
  bordered?: boolean;
  size?: string;
  column?: number;
}) {
  ensureLiteStyles();
  const data = Object.fromEntries(Object.entries(rest).filter(([k]) => k.startsWith('data-')));
  return (
    <table className="ml-desc" {...data}>
      <tbody>
        {items.map((item) => (
          <tr key={item.key}>
            <th scope="row">{item.label}</th>
            <td>{item.children}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A single choice shown as joined buttons (antd's Radio.Group with Radio.Button children). */
export function Segmented<T extends string | number>({
  value,
  options,
  onChange,
  ...rest
}: Data & { value: T; options: { value: T; label: ReactNode }[]; onChange: (value: T) => void; 'aria-label'?: string }) {
  ensureLiteStyles();
  return (
    <div role="radiogroup" className="ml-seg" {...rest}>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          role="radio"
          aria-checked={o.value === value}
          className="ml-btn"
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** A whole-number stepper: digits only, clamped to [min, max]. */
export function InputNumber({
  value,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
  disabled,
  onChange,
  ...rest
}: Data & { value: number; min?: number; max?: number; disabled?: boolean; onChange: (value: number) => void; 'aria-label'?: string }) {
  ensureLiteStyles();
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const clampTo = (n: number) => Math.min(max, Math.max(min, n));
  const commit = () => {
    const n = /^\d+$/.test(text) ? clampTo(Number(text)) : value;
    setText(String(n));
    if (n !== value) onChange(n);
  };
  return (
    <span className={cx('ml-num', disabled && 'ml-num-disabled')}>
      <button type="button" aria-label="-" disabled={disabled || value <= min} onClick={() => onChange(clampTo(value - 1))}>
        −
      </button>
      <input
        inputMode="numeric"
        role="spinbutton"
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'ArrowUp') onChange(clampTo(value + 1));
          if (e.key === 'ArrowDown') onChange(clampTo(value - 1));
        }}
        {...rest}
      />
      <button type="button" aria-label="+" disabled={disabled || value >= max} onClick={() => onChange(clampTo(value + 1))}>
        +
      </button>
    </span>
  );
}

export function Pagination({
  current,
  pageSize,
  total,
  onChange,
  style,
}: {
  current: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  style?: CSSProperties;
  size?: string;
  showSizeChanger?: boolean;
}) {
  ensureLiteStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const shown = [...new Set([1, current - 1, current, current + 1, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label="pagination">
      <ul className="ml-pager" style={style}>
        <li>
          <button type="button" aria-label="‹" disabled={current <= 1} onClick={() => onChange(current - 1)}>
            ‹
          </button>
        </li>
        {shown.map((p, i) => (
          <li key={p}>
            {i > 0 && p - shown[i - 1]! > 1 ? <span aria-hidden>… </span> : null}
            <button type="button" aria-current={p === current ? 'page' : undefined} onClick={() => onChange(p)}>
              {p}
            </button>
          </li>
        ))}
        <li>
          <button type="button" aria-label="›" disabled={current >= pages} onClick={() => onChange(current + 1)}>
            ›
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** A native select, styled quietly (header language and currency). */
export function NativeSelect({
  value,
  options,
  onChange,
  className,
  ...rest
}: Data & {
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  className?: string;
  style?: CSSProperties;
  'aria-label'?: string;
}) {
  ensureLiteStyles();
  return (
    <select className={cx('ml-select', className)} value={value} onChange={(e) => onChange(e.target.value)} {...rest}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A menu button (WAI-ARIA authoring practices): click, Enter, Space or an arrow key opens the list
 * of actions (the keyboard puts focus on the first item, ArrowUp on the last); ArrowUp/ArrowDown,
 * Home and End move between items; Escape closes it and gives focus back to the button; Tab, a
 * click outside or choosing an item closes it. Never opened by hover alone: keyboard and touch
 * users get it the same way, and a pointer passing by does not toggle it under a click.
 */
export function MenuButton({ label, items, ...rest }: Data & { label: ReactNode; items: (ReactNode | 'divider')[] }) {
  ensureLiteStyles();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const menuId = useId();
  // Which item gets focus once the list is rendered (keyboard opening only).
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const menuItems = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);
  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const all = menuItems();
    (focusOnOpen === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) root.current?.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]')?.focus();
  };
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // Handled here, so the button's own click (Enter/Space) does not toggle it back.
      e.preventDefault();
      setOpen(true);
      setFocusOnOpen(e.key === 'ArrowUp' ? 'last' : 'first');
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      all[(i + all.length) % all.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(all.length - 1);
    else if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (e.key === 'Tab') close(false);
  };
  return (
    <span ref={root} className="ml-menu">
      <Button
        type="text"
        size="small"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onButtonKey}
        {...rest}
      >
        {label}
      </Button>
      {open ? (
        <ul
          id={menuId}
          className="ml-menu-list"
          role="menu"
          onKeyDown={onMenuKey}
          // Choosing an item (a link or an action) closes the menu.
          onClick={(e) => (e.target as HTMLElement).closest('[role="menuitem"]') && close(false)}
        >
          {items.map((item, i) => (
            <li key={i} role={item === 'divider' ? 'separator' : 'none'}>
              {item === 'divider' ? <hr /> : item}
            </li>
          ))}
        </ul>
      ) : null}
    </span>
  );
}

/** Slides one child at a time; autoplay pauses on hover and for reduced motion. */
export function Carousel({
  children,
  autoplay,
  autoplaySpeed = 3000,
  ...rest
}: Data & { children: ReactNode; autoplay?: boolean; autoplaySpeed?: number }) {
  ensureLiteStyles();
  const slides = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!autoplay || paused || slides.length < 2 || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), autoplaySpeed);
    return () => clearInterval(timer);
  }, [autoplay, paused, slides.length, autoplaySpeed]);
  return (
    <div className="ml-carousel" onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)} {...rest}>
      <div className="ml-carousel-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {slides.map((s, i) => (
          <div key={i} aria-hidden={i !== index} inert={i !== index}>
            {s}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        <div className="ml-dots">
          {slides.map((_, i) => (
            <button key={i} type="button" aria-label={`${i + 1}`} aria-current={i === index} onClick={() => setIndex(i)} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** Content shown beside its trigger on hover or keyboard focus (CSS only). */
export function Popover({ content, children }: { content: ReactNode; children: ReactNode; placement?: string }) {
  ensureLiteStyles();
  return (
    <span className="ml-pop">
      {children}
      <span className="ml-pop-body">{content}</span>
    </span>
  );
}

export function List<T>({ dataSource, renderItem }: { dataSource: T[]; renderItem: (item: T, index: number) => ReactNode; size?: string }) {
  ensureLiteStyles();
  return <ul className="ml-list">{dataSource.map((item, i) => renderItem(item, i))}</ul>;
}

List.Item = function ListItem({ extra, children }: { extra?: ReactNode; children: ReactNode }) {
  return (
    <li style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
      <span style={{ minWidth: 0 }}>{children}</span>
      {extra}
    </li>
  );
};
