import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { useUiTranslation } from '../ui-i18n';
import { ensureLiteStyles } from '@mall/shared/ui/lite/styles';
import { Toasts } from './toast';
import { cx, type Data } from './util';

/**
 * A modal dialog (antd's Modal, without antd): the native `<dialog>` opened with showModal(), so
 * the browser keeps focus inside it, makes the page behind it inert and closes it on Escape. A
 * click outside does not close it (no lost form). Controlled: `open`, and `onClose` when the buyer
 * closes it (Escape, the close button). The page's toasts sit behind a modal dialog (the top
 * layer), so an open dialog shows the same toast queue inside itself.
 */
export function Dialog({
  open,
  title,
  onClose,
  footer,
  width = 520,
  className,
  onClick,
  children,
  ...rest
}: Data & {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** Buttons under the content, right-aligned. */
  footer?: ReactNode;
  /** The dialog's width in px (at most the viewport's less 32 px). */
  width?: number;
  className?: string;
  onClick?: (e: MouseEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}) {
  ensureLiteStyles();
  const { t } = useUiTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('ml-dialog', className)}
      style={{ width }}
      aria-labelledby={titleId}
      // Escape and close(): tell the owner, who closes it (or keeps it open) through `open`.
      onClose={() => {
        if (open) onClose();
      }}
      onClick={onClick}
      {...rest}
    >
      {open ? <Toasts /> : null}
      <div className="ml-dialog-head">
        <h2 id={titleId} className="ml-dialog-title">
          {title}
        </h2>
        <button type="button" className="ml-dialog-close" aria-label={t('kit.close')} onClick={onClose}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
      {footer ? <div className="ml-dialog-foot">{footer}</div> : null}
    </dialog>
  );
}
