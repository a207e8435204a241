import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { useEffect, useEffectEvent } from 'react';
import { bus, signInThen, takeSignInIntent, useIsLoggedIn } from '@mall/shared';
import { logoSources } from './logo';
import { LocaleLink, useLocalePath } from '@mall/shared/ui';
import { Button, Input, MenuButton, NavTabs, Space, Tag, toast, Typography } from '@mall/shared/ui/lite';
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

/**
 * The header shared by all shop pages: identity, follow toggle, search in the shop, categories, tabs.
 * On the light kit (no antd): the shop home is a light page (docs/architecture.md, "First views"),
 * and the other shop pages render it inside their antd scope unchanged.
 */
export function ShopHeader({ head, pageKey }: { head: ShopHead; pageKey: string }) {
  const { t } = useTranslation(NAMESPACE);
  const base = `/shop/${head.shopId}`;
  const navigate = useNavigate();
  const localize = useLocalePath();

  // The shared rule loads when the buyer searches (as the header's search box does): the schemas
  // bring zod (~26 kB gzip), which the shop home's first view does not need.
  const search = async (value: string) => {
    const { searchKeywordSchema } = await import('@mall/shared/schemas');
    const parsed = searchKeywordSchema.safeParse(value);
    if (!parsed.success) return void toast.warning(t(parsed.error.issues[0]!.message, { ns: 'common' }));
    void navigate(localize(`${base}/product-infomation?keyword=${encodeURIComponent(parsed.data)}`));
  };

  const categories = head.categories.length
    ? head.categories.map((c) => (
        <LocaleLink
          key={c.categoryId}
          role="menuitem"
          to={`${base}/product-infomation?categoryId=${c.categoryId}`}
          data-testid="shop-category-link"
        >
          {c.categoryName} ({c.prodCount})
        </LocaleLink>
      ))
    : [
        <span key="none" role="menuitem" aria-disabled="true" tabIndex={-1} className="ml-text-secondary">
          {t('noCategories')}
        </span>,
      ];

  return (
    <header className="shop-header" data-testid="shop-header">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap', padding: '16px 0' }}>
        <img
          {...logoSources(head.logo, 64)}
          alt={head.shopName}
          width={64}
          height={64}
          style={{ flex: 'none', width: 64, height: 64, objectFit: 'cover', borderRadius: 8 }}
        />
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
          onSearch={(v) => void search(v)}
          allowClear
          data-testid="shop-search"
          aria-label={t('searchInShop')}
        />
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        {/* Opened by a click (and Enter/Space/arrows): a hover-only menu is out of reach for keyboards and touch. */}
        <MenuButton label={t('productCategories')} items={categories} placement="start" data-testid="shop-categories" />
        {/* No "…" overflow: on a narrow screen the tabs scroll sideways instead. */}
        <NavTabs
          aria-label={t('shopPages')}
          style={{ flex: 1 }}
          current={pageKey}
          Link={LocaleLink}
          items={SHOP_TABS.map(([key, path]) => ({
            key,
            to: base + path,
            label: t(`titles.${key}`),
            'data-testid': `shop-tab-${key}`,
          }))}
        />
      </div>
    </header>
  );
}

/** Follow / unfollow; signed out, it asks for the login first and follows once signed in. */
export function FollowButton({ shopId }: { shopId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useIsLoggedIn();
  const following = useIsFollow(shopId);
  const toggle = useToggleFollow(shopId);
  const followed = loggedIn && following.data === true;
  const flip = () => toggle.mutate(undefined, { onSuccess: (r) => void toast.success(t(r.followed ? 'followed' : 'unfollowed')) });

  const onClick = () => {
    if (!loggedIn) return signInThen('follow', { shopId });
    flip();
  };
  // Asked for signed out: followed once signed in and known not to be already (the call toggles).
  const followAsked = useEffectEvent((already: boolean) => {
    if (takeSignInIntent('follow', (p) => p.shopId === shopId) && !already) flip();
  });
  const known = following.data;
  useEffect(() => {
    if (known !== undefined) followAsked(known);
  }, [known]);

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
