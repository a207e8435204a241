import { forgetSignInIntent, LOGIN_DIALOG_WIDTH } from '@mall/shared';
import { Dialog } from '@mall/shared/ui/lite';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '../../components/locale-link';
import { LoginForm } from './login-form';

/**
 * The login dialog (spec section 2): modal, 550 wide, not closed by a click outside; it opens on
 * every `show-login` (counted by LoginDialogHost, which also clears the stored session). Success
 * reloads the page.
 *
 * The light kit's Dialog (a native modal `<dialog>`), not antd's Modal: a visitor on a light page
 * (home, product detail) who opens it downloads a few kB instead of antd (about 440 kB gzip).
 */
export default function LoginDialog({ shows }: { shows: number }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (shows) setOpen(true);
  }, [shows]);

  const close = () => {
    setOpen(false);
    // Not signed in: what the buyer asked for before the dialog is not done later by surprise.
    forgetSignInIntent();
    // A fresh form next time, as antd's destroy-on-hide did.
    setFormKey((k) => k + 1);
  };

  return (
    <Dialog
      open={open}
      title={t('login.title')}
      width={LOGIN_DIALOG_WIDTH}
      onClose={close}
      className="login-dialog"
      data-testid="login-dialog"
      // Following a link in it (forgot password, register) leaves the dialog for that page.
      onClick={(e) => {
        // (The terms and the privacy policy open in a new tab: the dialog stays for the sign-in.)
        if ((e.target as Element).closest('a[href]:not([target="_blank"])')) close();
      }}
    >
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
    </Dialog>
  );
}
