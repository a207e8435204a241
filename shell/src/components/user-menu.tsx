import { bus, stripLocale, useIsLoggedIn, useSessionStore } from '@mall/shared';
import { Button, MenuButton, Space } from '@mall/shared/ui/lite';
import type { MouseEvent } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useLocation, useNavigate } from '@mall/shared/router';
import { logOut } from '../api/session';
import { UserIcon } from './icons';
import { LocaleLink, useLocalePath } from './locale-link';

/**
 * The header's "Sign in": a real link to the sign-in page (with `?redirect=` back to this page), so
 * a click before the shell's JavaScript has hydrated the server's first view still signs the buyer
 * in. Once the shell is live it takes the click over and opens the login dialog on the page
 * instead; a click asking for a new tab or window (modifier key, middle button) stays a link.
 */
export function openLoginDialog(event: MouseEvent<HTMLElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  bus.emit('show-login', undefined);
}

/** The sign-in page in the buyer's language, coming back to `here` afterwards (not needed from the home page). */
export function signInHref(localePath: (path: string) => string, pathname: string, search: string): string {
  const login = localePath('/login');
  return stripLocale(pathname) === '/' && !search ? login : `${login}?redirect=${encodeURIComponent(pathname + search)}`;
}

export function UserMenu() {
  const { t } = useTranslation('shell');
  const loggedIn = useIsLoggedIn();
  const userInfo = useSessionStore((s) => s.userInfo);
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const location = useLocation();

  if (!loggedIn) {
    return (
      <Space size="small">
        <Button
          type="link"
          size="small"
          href={signInHref(localePath, location.pathname, location.search)}
          onClick={openLoginDialog}
          data-testid="header-sign-in"
        >
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
