import { LOGIN_DIALOG_WIDTH } from '@mall/shared';
import { Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import AntdScope from '../../app/antd-scope';
import { LocaleLink } from '../../components/locale-link';
import { LoginForm } from './login-form';

/**
 * The login dialog (spec section 2): modal, 550 wide, not closed by a click outside; it opens on
 * every `show-login` (counted by LoginDialogHost, which also clears the stored session). Success
 * reloads the page.
 */
export default function LoginDialog({ shows }: { shows: number }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (shows) setOpen(true);
  }, [shows]);

  return (
    <AntdScope>
      <Modal
        open={open}
        width={LOGIN_DIALOG_WIDTH}
        maskClosable={false}
        footer={null}
        title={t('login.title')}
        destroyOnHidden
        onCancel={() => setOpen(false)}
        afterClose={() => setFormKey((k) => k + 1)}
        className="login-dialog"
        data-testid="login-dialog"
      >
        <LoginForm
          key={formKey}
          onSuccess={() => {
            setOpen(false);
            window.location.reload();
          }}
        />
        <div className="login-register">
          {t('login.noAccount')}{' '}
          <LocaleLink to="/register" onClick={() => setOpen(false)}>
            {t('login.registerNow')}
          </LocaleLink>
        </div>
      </Modal>
    </AntdScope>
  );
}
