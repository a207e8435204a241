import { LOGIN_DIALOG_WIDTH } from '@mall/shared';
import { Toasts } from '@mall/shared/ui/lite';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '../../components/locale-link';
import { LoginForm } from './login-form';

/**
 * The login dialog (spec section 2): modal, 550 wide, not closed by a click outside; it opens on
 * every `show-login` (counted by LoginDialogHost, which also clears the stored session). Success
 * reloads the page.
 *
 * A native modal `<dialog>` built from the light kit, not antd's Modal: a visitor on a light page
 * (home, product detail) who opens it downloads a few kB instead of antd (about 440 kB gzip), and
 * the browser keeps focus inside it, makes the page behind it inert and closes it on Escape.
 * The page's toasts sit behind a modal dialog (the top layer), so the dialog shows the same toast
 * queue inside itself while it is open.
 */
export default function LoginDialog({ shows }: { shows: number }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (shows) setOpen(true);
  }, [shows]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const closed = () => {
    setOpen(false);
    // A fresh form next time, as antd's destroy-on-hide did.
    setFormKey((k) => k + 1);
  };

  return (
    <dialog
      ref={ref}
      className="login-dialog"
      style={{ width: LOGIN_DIALOG_WIDTH }}
      aria-labelledby={titleId}
      data-testid="login-dialog"
      onClose={closed}
      // Following a link in it (forgot password, register) leaves the dialog for that page.
      onClick={(e) => {
        if ((e.target as Element).closest('a[href]')) ref.current?.close();
      }}
    >
      {open ? <Toasts /> : null}
      <div className="login-dialog-head">
        <h2 id={titleId} className="login-dialog-title">
          {t('login.title')}
        </h2>
        <button type="button" className="login-dialog-close" aria-label={t('login.close')} onClick={() => ref.current?.close()}>
          <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
            <path d="M2 2l10 10M12 2L2 12" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <LoginForm
        key={formKey}
        onSuccess={() => {
          setOpen(false);
          window.location.reload();
        }}
      />
      <div className="login-register">
        {t('login.noAccount')} <LocaleLink to="/register">{t('login.registerNow')}</LocaleLink>
      </div>
    </dialog>
  );
}
