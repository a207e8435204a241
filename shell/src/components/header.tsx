import { resolveImage, useSiteStore } from '@mall/shared';
import { Space } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { CartBadge } from './cart-badge';
import { ChatBadge } from './chat-badge';
import { CurrencySwitch, LocaleSwitch } from './locale-switch';
import { LocaleLink } from './locale-link';
import { SearchBox } from './search-box';
import { NotificationBadge } from './notification-badge';
import { UserMenu } from './user-menu';

/** Site assets shipped with the server (/static/...) are used as is; anything else is a resource. */
const logoSrc = (path: string | undefined) => (path?.startsWith('/static/') ? path : resolveImage(path));

/** Site header: top bar (language, currency, user), logo + search + cart, and the main nav. */
export function Header({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('shell');
  const webConfig = useSiteStore((s) => s.webConfig);
  return (
    <header className="site-header" data-testid="site-header">
      <div className="top-bar">
        <div className="container top-bar-inner">
          <Space size="middle" wrap>
            <LocaleLink to="/shop-apply" className="header-link">
              {t('header.openShop')}
            </LocaleLink>
            <LocaleLink to="/purchase-order" className="header-link">
              {t('header.rfq')}
            </LocaleLink>
          </Space>
          <Space size="small" wrap>
            <LocaleSwitch />
            <CurrencySwitch />
            <NotificationBadge />
            <UserMenu />
          </Space>
        </div>
      </div>
      <div className="container header-main">
        <LocaleLink to="/" className="logo" aria-label={webConfig?.pcTitleContent ?? 'home'}>
          <img src={logoSrc(webConfig?.pcLogoImg)} alt="" width={40} height={40} />
          <span className="logo-text">{webConfig?.pcTitleContent}</span>
        </LocaleLink>
        {!compact && <SearchBox />}
        <ChatBadge />
        <CartBadge />
      </div>
      {!compact && (
        <nav className="container main-nav" aria-label="main">
          <LocaleLink to="/categories">{t('header.categories')}</LocaleLink>
          <LocaleLink to="/shop-list">{t('header.shopList')}</LocaleLink>
          <LocaleLink to="/exhibition">{t('header.exhibitions')}</LocaleLink>
          <LocaleLink to="/industry-belt">{t('header.industryBelts')}</LocaleLink>
          <LocaleLink to="/video">{t('header.videos')}</LocaleLink>
          <LocaleLink to="/news">{t('header.news')}</LocaleLink>
        </nav>
      )}
    </header>
  );
}
