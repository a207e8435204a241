import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { cx, isComposingKey, type Data } from './util';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'>, Data {
  ref?: Ref<HTMLInputElement>;
}

/** A one-line text field (antd's `Input` without addons): a native input, styled like the kit. */
function Input({ className, ...rest }: InputProps) {
  ensureLiteStyles();
  return <input className={cx('ml-input', className)} {...rest} />;
}

/** The search button's default face (an emoji has no glyph on machines without an emoji font). */
const MAGNIFIER = (
  <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
    <circle cx="7" cy="7" r="5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path d="M11 11l3.5 3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
  </svg>
);

export interface SearchProps extends Omit<InputProps, 'onChange' | 'value' | 'defaultValue'> {
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called with the field's text on Enter or on the button. */
  onSearch: (value: string) => void;
  /** The button's label; without it the button is a magnifier named by the kit's "Search". */
  enterButton?: ReactNode;
  /** Shows a clear button while there is text; clearing searches with "" as antd does. */
  allowClear?: boolean;
}

/**
 * antd's `Input.Search`: a text field and a search button in one group. Enter searches, except the
 * Enter that ends an input-method composition (Chinese input), which belongs to the input method.
 * Controlled (`value` + `onChange`) or not (`defaultValue`).
 */
function Search({
  value,
  defaultValue = '',
  onChange,
  onSearch,
  enterButton,
  allowClear,
  className,
  style,
  disabled,
  ...rest
}: SearchProps) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const [own, setOwn] = useState(defaultValue);
  const text = value ?? own;
  const set = (next: string) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return (
    <span className={cx('ml-search', className)} style={style}>
      <input
        type="search"
        className="ml-input"
        value={text}
        disabled={disabled}
        onChange={(e) => set(e.target.value)}
        onKeyDown={(e) => {
          if (e.key !== 'Enter' || isComposingKey(e)) return;
          e.preventDefault();
          onSearch(text);
        }}
        {...rest}
      />
      {allowClear && text ? (
        <button
          type="button"
          className="ml-search-clear"
          aria-label={t('kit.clear')}
          disabled={disabled}
          onClick={() => {
            set('');
            onSearch('');
          }}
        >
          ×
        </button>
      ) : null}
      <button
        type="button"
        className={cx('ml-btn', enterButton ? 'ml-btn-primary' : undefined)}
        aria-label={enterButton ? undefined : t('kit.search')}
        disabled={disabled}
        onClick={() => onSearch(text)}
      >
        {enterButton ?? MAGNIFIER}
      </button>
    </span>
  );
}

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, Data {
  ref?: Ref<HTMLTextAreaElement>;
  /** Shows "used / maxLength" under the field. */
  showCount?: boolean;
}

/** A multi-line text field; with `showCount` and `maxLength` it shows how much is used. */
function TextArea({ className, showCount, maxLength, value, ...rest }: TextAreaProps) {
  ensureLiteStyles();
  const area = <textarea className={cx('ml-input ml-textarea', className)} maxLength={maxLength} value={value} {...rest} />;
  if (!showCount || maxLength === undefined) return area;
  const used = typeof value === 'string' ? [...value].length : 0;
  return (
    <span className="ml-textarea-wrap">
      {area}
      <span className="ml-textarea-count" aria-hidden="true">
        {used} / {maxLength}
      </span>
    </span>
  );
}

Input.Search = Search;
Input.TextArea = TextArea;
export { Input };
