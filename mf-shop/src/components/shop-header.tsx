import { App, Avatar, Button, Dropdown, Input, Menu, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@mall/shared/router';
import { bus, useIsLoggedIn } from '@mall/shared';
import { logoSources } from './logo';
import { searchKeywordSchema } from '@mall/shared/schemas';
import { LocaleLink, useLocalePath } from '@mall/shared/ui';
import { useIsFollow, useToggleFollow, type ShopHead } from '../api/shops';
import { NAMESPACE } from '../namespace';

/** The seven shop pages, in tab order: [pageKey, path below /shop/{id}]. */
export const SHOP_TABS = [
  ['shopHome', ''],
  ['shopProducts', '/product-infomation'],
  ['shopAboutUs', '/about-us'],
  ['shopCertificates', '/qualification-certificate'],
  ['shopVideos', '/video-center'],
  ['shopVrFactory', '/vr-factory'],
  ['shopContactUs', '/contact-us'],
] as const;

/** The header shared by all shop pages: identity, follow toggle, search in the shop, categories, tabs. */
export function ShopHeader({ head, pageKey }: { head: ShopHead; pageKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const base = `/shop/${head.shopId}`;
  const navigate = useNavigate();
  const localize = useLocalePath();
  const { message } = App.useApp();

  const search = (value: string) => {
    const parsed = searchKeywordSchema.safeParse(value);
    if (!parsed.success) return void message.warning(t(parsed.error.issues[0]!.message, { ns: 'common' }));
    void navigate(localize(`${base}/product-infomation?keyword=${encodeURIComponent(parsed.data)}`));
  };

  const categories = head.categories.map((c) => ({
    key: String(c.categoryId),
    label: (
      <LocaleLink to={`${base}/product-infomation?categoryId=${c.categoryId}`} data-testid="shop-category-link">
        {c.categoryName} ({c.prodCount})
      </LocaleLink>
    ),
  }));

  return (
    <header className="shop-header" data-testid="shop-header">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', padding: '16px 0' }}>
        <Avatar size={64} shape="square" {...logoSources(head.logo, 64)} alt={head.shopName} />
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="shop-name">
            {head.shopName}
          </Typography.Title>
          <Space size={4} wrap>
            {head.selfOperated && <Tag color="red">{t('selfOperated')}</Tag>}
            {head.region && <Tag>{head.region}</Tag>}
            {head.yearsInBusiness != null && <Tag>{t('years', { count: head.yearsInBusiness })}</Tag>}
            <Typography.Text type="secondary" data-testid="shop-follow-count">
              {t('followers', { count: head.followCount })}
            </Typography.Text>
          </Space>
        </div>
        <FollowButton shopId={head.shopId} />
        <Button
          onClick={() => bus.emit('contact-supplier', { shopId: head.shopId, shopName: head.shopName, pic: head.logo })}
          data-testid="shop-contact-supplier"
        >
          {t('contactSupplier')}
        </Button>
        <Button onClick={() => bus.emit('quick-quote', { shopId: head.shopId })} data-testid="shop-quick-quote">
          {t('quickQuote')}
        </Button>
        <Input.Search
          style={{ width: 280 }}
          placeholder={t('searchInShop')}
          enterButton={t('search')}
          onSearch={search}
          allowClear
          data-testid="shop-search"
          aria-label={t('searchInShop')}
        />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {/* Opened by a click (and Enter/Space): a hover-only menu is out of reach for keyboards and touch. */}
        <Dropdown
          trigger={['click']}
          menu={{ items: categories.length ? categories : [{ key: 'none', label: t('noCategories'), disabled: true }] }}
        >
          <Button data-testid="shop-categories">{t('productCategories')}</Button>
        </Dropdown>
        {/* No "…" overflow: antd hides the items it folds with aria-hidden while their links stay
            focusable; on a narrow screen the tabs scroll sideways instead. */}
        <Menu
          mode="horizontal"
          disabledOverflow
          style={{ flex: 1, minWidth: 0, overflowX: 'auto', overflowY: 'hidden' }}
          selectedKeys={[pageKey]}
          items={SHOP_TABS.map(([key, path]) => ({
            key,
            label: (
              <LocaleLink to={base + path} data-testid={`shop-tab-${key}`}>
                {t(`titles.${key}`)}
              </LocaleLink>
            ),
          }))}
        />
      </div>
    </header>
  );
}

/** Follow / unfollow; signed out, it asks the shell for the login dialog instead. */
export function FollowButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const following = useIsFollow(shopId);
  const toggle = useToggleFollow(shopId);
  const { message } = App.useApp();
  const followed = loggedIn && following.data === true;

  const onClick = () => {
    if (!loggedIn) return bus.emit('show-login', { reason: 'shop-follow' });
    toggle.mutate(undefined, { onSuccess: (r) => void message.success(t(r.followed ? 'followed' : 'unfollowed')) });
  };

  return (
    <Button
      type={followed ? 'default' : 'primary'}
      onClick={onClick}
      loading={toggle.isPending || (loggedIn && following.isPending)}
      data-testid="shop-follow"
      data-followed={followed ? 'true' : 'false'}
    >
      {followed ? t('unfollow') : t('follow')}
    </Button>
  );
}
