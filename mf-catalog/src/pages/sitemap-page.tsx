import { Card, Col, Row, Space, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { TAP_TARGET } from '@mall/shared/ui/tokens';
import { useCategoryTree, useVideos } from '../api/catalog';
import { CatalogPage } from '../components/catalog-page';
import { NAMESPACE } from '../namespace';

const PERSONAL = [
  'uc-home',
  'uc-order',
  'uc-collection',
  'uc-footprint',
  'uc-address',
  'uc-account',
  'uc-sourcing',
  'uc-quotation',
] as const;
const OTHER = [
  '/excellent-products',
  '/premium-collection',
  '/exhibition',
  '/industry-belt',
  '/news',
  '/infos',
  '/purchase-order',
] as const;

/** Site map: product, supplier and video directories, personal centre, other, by category. */
export default function SitemapPage() {
  const { t } = useTranslation(NAMESPACE);
  const tree = useCategoryTree();
  const videos = useVideos(1);
  const links = (items: { to: string; label: string }[]) => (
    <Space wrap size={[16, 8]}>
      {items.map((i) => (
        <LocaleLink key={i.to} to={i.to} style={TAP_TARGET}>
          {i.label}
        </LocaleLink>
      ))}
    </Space>
  );
  return (
    <CatalogPage pageKey="sitemap">
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sitemap.products')} data-testid="sitemap-products">
            {links([
              { to: '/categories', label: t('titles.categories') },
              { to: '/excellent-products', label: t('titles.excellentProducts') },
              { to: '/premium-collection', label: t('titles.premiumCollection') },
            ])}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sitemap.suppliers')} data-testid="sitemap-suppliers">
            {links([
              { to: '/shop-list', label: t('sitemap.shopList') },
              { to: '/industry-belt', label: t('titles.industryBelt') },
              { to: '/shop-apply', label: t('sitemap.shopApply') },
            ])}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sitemap.videos')} data-testid="sitemap-videos">
            <QueryStatus query={videos}>
              {links((videos.data?.records ?? []).map((v) => ({ to: `/video/detail?videoId=${v.videoId}`, label: v.title })))}
            </QueryStatus>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('sitemap.personal')} data-testid="sitemap-personal">
            {links(PERSONAL.map((p) => ({ to: `/user-center/${p}`, label: t(`sitemap.uc.${p}`) })))}
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('sitemap.other')} data-testid="sitemap-other">
            {links(OTHER.map((p) => ({ to: p, label: t(`sitemap.pages.${p.slice(1)}`) })))}
            <a href="/sitemap.xml" style={{ marginLeft: 16 }}>
              sitemap.xml
            </a>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('sitemap.byCategory')} data-testid="sitemap-categories">
            <QueryStatus query={tree}>
              {(tree.data ?? []).map((top) => (
                <div key={top.categoryId} style={{ marginBottom: 12 }}>
                  <Typography.Text strong>
                    <LocaleLink to={`/categories/secondary?categoryId=${top.categoryId}`} style={TAP_TARGET}>
                      {top.categoryName}
                    </LocaleLink>
                  </Typography.Text>
                  <div>
                    {links(
                      top.children
                        .flatMap((s) => [s, ...s.children])
                        .map((c) => ({ to: `/categories/secondary?categoryId=${c.categoryId}`, label: c.categoryName })),
                    )}
                  </div>
                </div>
              ))}
            </QueryStatus>
          </Card>
        </Col>
      </Row>
    </CatalogPage>
  );
}
