import type { LayoutName, LiveRemote } from '@mall/shared';
import type { ReactNode } from 'react';
import { useLocation } from '@mall/shared/router';
import { Outlet } from '@mall/shared/router';
import { Footer } from '../components/footer';
import { Header } from '../components/header';
import { LocaleLink } from '../components/locale-link';
import { useLocaleStore, stripLocale } from '@mall/shared';

function Frame({ children, compact, className }: { children: ReactNode; compact?: boolean; className: string }) {
  return (
    <div className={`layout ${className}`} data-layout={className}>
      <Header compact={compact} />
      <main className="layout-main">{children}</main>
      <Footer />
    </div>
  );
}

export function HomeLayout() {
  return (
    <Frame className="home">
      <Outlet />
    </Frame>
  );
}

export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <Frame className="default">
      <div className="container">{children ?? <Outlet />}</div>
    </Frame>
  );
}

export function LoginLayout() {
  return (
    <Frame className="login" compact>
      <div className="container login-body">
        <Outlet />
      </div>
    </Frame>
  );
}

/** The shop pages bring their own shop header; the shell keeps the frame slim. */
export function ShopLayout() {
  return (
    <Frame className="shop" compact>
      <div className="container">
        <Outlet />
      </div>
    </Frame>
  );
}

export function ChatLayout() {
  return (
    <div className="layout chat" data-layout="chat">
      <Header compact />
      <main className="layout-main chat-main">
        <Outlet />
      </main>
    </div>
  );
}

/** User centre: a side menu built from the route table (entries flagged `menu`). */
export function UserCenterLayout({ remote }: { remote: LiveRemote | undefined }) {
  const locale = useLocaleStore((s) => s.locale);
  const { pathname } = useLocation();
  const current = stripLocale(pathname);
  const items = (remote?.routes ?? []).filter((r) => r.menu);
  return (
    <Frame className="user-center">
      <div className="container uc-body">
        <aside className="uc-menu">
          <nav aria-label={remote?.name}>
            {items.map((r) => (
              <LocaleLink key={r.path} to={r.path} aria-current={r.path === current ? 'page' : undefined}>
                {r.title[locale]}
              </LocaleLink>
            ))}
          </nav>
        </aside>
        <section className="uc-content">
          <Outlet />
        </section>
      </div>
    </Frame>
  );
}

export const LAYOUT_NAMES: LayoutName[] = ['home', 'default', 'login', 'shop', 'user-center', 'chat'];
