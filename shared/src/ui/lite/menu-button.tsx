import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from './button';
import { rovingIndex } from './roving';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

const itemsOf = (list: HTMLElement | null) => [...(list?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * A button that opens a list of actions (WAI-ARIA menu button). Pointer: opens on click, never on
 * hover alone (keyboard and touch users get it the same way, and a pointer passing by does not
 * toggle it under a click). Keyboard: Enter, Space or ArrowDown open it on the first item, ArrowUp
 * on the last; in the menu arrows and Home/End move, Escape closes it and returns to the button,
 * Tab closes it. A click outside or choosing an item closes it. Each item is an element with
 * role="menuitem" (a link or a button).
 */
export function MenuButton({
  label,
  items,
  placement = 'end',
  ...rest
}: Data & {
  label: ReactNode;
  items: (ReactNode | 'divider')[];
  /** Which edge of the button the menu lines up with: 'end' (default) for a button at the right, 'start' for one at the left. */
  placement?: 'start' | 'end';
}) {
  ensureLiteStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return;
    if (focusOnOpen.current) {
      const all = itemsOf(list.current);
      (focusOnOpen.current === 'first' ? all[0] : all.at(-1))?.focus();
      focusOnOpen.current = null;
    }
    const away = (e: Event) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', away);
    return () => document.removeEventListener('pointerdown', away);
  }, [open]);

  const openAt = (where: 'first' | 'last') => {
    focusOnOpen.current = where;
    setOpen(true);
    // Already open (a click): move focus now.
    if (open) {
      const all = itemsOf(list.current);
      (where === 'first' ? all[0] : all.at(-1))?.focus();
    }
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  return (
    <span ref={root} className={placement === 'start' ? 'ml-menu ml-menu-start' : 'ml-menu'}>
      <Button
        ref={button}
        type="text"
        size="small"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            openAt('first');
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            openAt('last');
          } else if (e.key === 'Escape' && open) close(true);
        }}
        {...rest}
      >
        {label}
      </Button>
      <ul
        ref={list}
        id={`${id}-menu`}
        className="ml-menu-list"
        role="menu"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        // Choosing an item (a link or an action) closes the menu.
        onClick={(e) => (e.target as HTMLElement).closest('[role="menuitem"]') && close(false)}
        onKeyDown={(e) => {
          const all = itemsOf(list.current);
          const at = all.indexOf(document.activeElement as HTMLElement);
          if (e.key === 'Escape') {
            e.preventDefault();
            close(true);
            return;
          }
          if (e.key === 'Tab') {
            close(false);
            return;
          }
          const to = rovingIndex(e, Math.max(0, at), all.length, 'vertical');
          if (to === null) return;
          e.preventDefault();
          all[to]?.focus();
        }}
      >
        {items.map((item, i) => (
          <li key={i} role={item === 'divider' ? 'separator' : 'none'}>
            {item === 'divider' ? null : item}
          </li>
        ))}
      </ul>
    </span>
  );
}
