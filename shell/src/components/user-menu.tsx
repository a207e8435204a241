import { bus, http, useIsLoggedIn, useSessionStore } from '@mall/shared';
import { UserOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
      await http.post('/logOut');
    } catch {
      /* the local session is cleared either way */
    }
    useSessionStore.getState().clear();
    navigate(localePath('/'));
  };

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'uc', label: <LocaleLink to="/user-center/uc-home">{t('header.userCenter')}</LocaleLink> },
          { key: 'orders', label: <LocaleLink to="/user-center/uc-order">{t('header.orders')}</LocaleLink> },
          { type: 'divider' },
          { key: 'out', label: <span data-testid="sign-out">{t('header.signOut')}</span>, onClick: signOut },
        ],
      }}
    >
      <Button type="text" size="small" icon={<UserOutlined />} data-testid="user-menu">
        {t('header.hello', { name: userInfo?.nickName ?? '' })}
      </Button>
    </Dropdown>
  );
}
