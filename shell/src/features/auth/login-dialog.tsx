import { bus, LOGIN_DIALOG_WIDTH, useSessionStore } from '@mall/shared';
import { Modal } from 'antd';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../components/locale-link';
import { LoginForm } from './login-form';

/**
 * The login dialog (spec section 2): modal, 550 wide, not closed by a click outside; it opens on
 * `show-login` and clears the stored session as it opens. Success reloads the page.
 */
export function LoginDialog() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);

  // A layout effect: it subscribes before any page's passive effects can emit show-login.
  useLayoutEffect(() => {
    const onShow = () => {
      useSessionStore.getState().clear();
      setOpen(true);
    };
    bus.on('show-login', onShow);
    return () => bus.off('show-login', onShow);
  }, []);

  return (
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
  );
}
