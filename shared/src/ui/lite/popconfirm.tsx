import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { Button } from './button';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import type { Data } from './util';

/**
 * A question beside the control that asked it (antd's Popconfirm subset): a click on the trigger
 * opens a small non-modal dialog with the title, Cancel and OK; OK calls onConfirm. Focus moves to
 * OK when it opens; Escape, Cancel or a click elsewhere closes it and focus returns to the trigger.
 */
export function Popconfirm({
  title,
  onConfirm,
  okText,
  cancelText,
  okButtonProps,
  children,
}: {
  title: ReactNode;
  onConfirm: () => void;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** Data attributes for OK; `danger` makes it red (deleting). */
  okButtonProps?: Data & { danger?: boolean };
  children: ReactNode;
}) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLSpanElement>(null);
  const ok = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) root.current?.querySelector<HTMLElement>('button,a,[tabindex]')?.focus();
  };
  useEffect(() => {
    if (!open) return;
    ok.current?.focus();
    const outside = (e: PointerEvent) => !root.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  return (
    <span
      ref={root}
      className="ml-pop ml-confirm"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
    >
      <span onClick={() => setOpen((o) => !o)}>{children}</span>
      {open ? (
        <span className="ml-pop-body ml-confirm-body" role="dialog" aria-labelledby={id}>
          <span className="ml-confirm-title" id={id}>
            {title}
          </span>
          <span className="ml-confirm-actions">
            <Button size="small" onClick={() => close(true)}>
              {cancelText ?? t('kit.cancel')}
            </Button>
            <Button
              ref={ok}
              size="small"
              type="primary"
              {...okButtonProps}
              onClick={() => {
                close(true);
                onConfirm();
              }}
            >
              {okText ?? t('kit.ok')}
            </Button>
          </span>
        </span>
      ) : null}
    </span>
  );
}
