import { useId, useState, type CSSProperties, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { isComposingKey, type Data } from './util';

export interface ComboboxOption {
  /** Unique among the options. */
  key: string;
  label: ReactNode;
  /** Written as the option's data-type (what kind of thing it is). */
  type?: string;
}

export interface ComboboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onSelect' | 'role' | 'onKeyDown'>, Data {
  value: string;
  onChange: (value: string) => void;
  options: ComboboxOption[];
  /** An option was chosen: Enter on the highlighted one, or a click. */
  onPick: (index: number) => void;
  /** Enter with no option highlighted (or none shown): search the typed text. */
  onEnter: (value: string) => void;
  /** The list's name, in the page language. */
  listLabel: string;
  /** What a screen reader hears when the list shows (e.g. "5 suggestions"). */
  countText: (count: number) => string;
  listTestId?: string;
  optionTestId?: string;
  listStyle?: CSSProperties;
}

/**
 * A text field with suggestions (antd's AutoComplete subset), as the WAI-ARIA combobox with a
 * listbox: typing opens the list, ArrowDown/ArrowUp move the highlight (wrapping through "none",
 * which leaves the typed text), Enter opens the highlighted option or the typed text, Escape
 * closes the list, a click picks an option; the focus stays in the field throughout. The Enter
 * that ends an input-method composition (Chinese input) belongs to the input method. Renders the
 * field, the list and a polite live region as siblings: put them in a `position: relative` box,
 * under which the list is laid. The field needs a name (aria-label).
 */
export function Combobox({
  value,
  onChange,
  options,
  onPick,
  onEnter,
  listLabel,
  countText,
  listTestId,
  optionTestId,
  listStyle,
  onFocus,
  onBlur,
  ...rest
}: ComboboxProps) {
  ensureLiteStyles();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const shown = open && options.length > 0 && value.trim() !== '';
  const optionId = (i: number) => `${listId}-option-${i}`;

  const pick = (i: number) => {
    setOpen(false);
    setActive(-1);
    onPick(i);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (isComposingKey(e)) return;
    if (e.key === 'Enter') {
      e.preventDefault();
      if (shown && active >= 0 && options[active]) pick(active);
      else {
        setOpen(false);
        setActive(-1);
        onEnter(value);
      }
      return;
    }
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      if (!shown) {
        setOpen(true);
        setActive(e.key === 'ArrowDown' ? 0 : options.length - 1);
        return;
      }
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // Wraps around, through 'nothing highlighted' (-1) back to the typed text.
      setActive((i) => ((i + 1 + step + options.length + 1) % (options.length + 1)) - 1);
    } else if (e.key === 'Escape' && shown) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <>
      <input
        type="search"
        autoComplete="off"
        {...rest}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          setOpen(true);
          onFocus?.(e);
        }}
        onBlur={(e) => {
          setOpen(false);
          onBlur?.(e);
        }}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        data-testid={listTestId}
        hidden={!shown}
        className="ml-combo-list"
        style={listStyle}
      >
        {shown
          ? options.map((o, i) => (
              <li
                key={o.key}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                data-testid={optionTestId}
                data-type={o.type}
                className="ml-combo-option"
                // Keeps the focus in the field, so the click lands before the list closes.
                onMouseDown={(e) => e.preventDefault()}
                onMouseEnter={() => setActive(i)}
                onClick={() => pick(i)}
              >
                {o.label}
              </li>
            ))
          : null}
      </ul>
      <span aria-live="polite" className="ml-combo-live">
        {shown ? countText(options.length) : ''}
      </span>
    </>
  );
}
