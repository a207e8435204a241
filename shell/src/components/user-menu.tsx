import { bus, useIsLoggedIn, useSessionStore } from '@mall/shared';
import { Button, MenuButton, Space } from '@mall/shared/ui/lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@mall/shared/router';
import { logOut } from '../api/session';
import { UserIcon } from './icons';
import { LocaleLink, useLocalePath } from './locale-link';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const userInfo = useSessionStore((s) => s.userInfo);
  const navigate = useNavigate();
  const localePath = useLocalePath();

  if (!loggedIn) {
    return (
      <Space size="small">
        <Button type="link" size="small" onClick={() => bus.emit('show-login', undefined)} data-testid="header-sign-in">
          {t('header.signIn')}
        </Button>
        <LocaleLink to="/register" className="header-link">
          {t('header.register')}
        </LocaleLink>
      </Space>
    );
  }

  const signOut = async () => {
    try {
      await logOut();
    } catch {
      /* the local session is cleared either way */
    }
    useSessionStore.getState().clear();
    navigate(localePath('/'));
  };

  return (
    <MenuButton
      data-testid="user-menu"
      label={
        <>
          <UserIcon data-testid="user-menu-icon" />
          {t('header.hello', { name: userInfo?.nickName ?? '' })}
        </>
      }
      items={[
        <LocaleLink key="uc" to="/user-center/uc-home" role="menuitem">
          {t('header.userCenter')}
        </LocaleLink>,
        <LocaleLink key="orders" to="/user-center/uc-order" role="menuitem">
          {t('header.orders')}
        </LocaleLink>,
        'divider',
        <button key="out" type="button" role="menuitem" data-testid="sign-out" onClick={() => void signOut()}>
          {t('header.signOut')}
        </button>,
      ]}
    />
  );
}
