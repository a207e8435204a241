import { useTranslation } from '@mall/shared/react-i18n';
import { Card, Col, Picture, Row, Typography } from '@mall/shared/ui/lite';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { TAP_TARGET } from '@mall/shared/ui/tokens';
import { shopHomeHot, useShopProducts, type ShopHead } from '../api/shops';
import { ProductGrid } from '../components/product-grid';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

/** Shop home: banner, introduction, categories and the best sellers. A light page (no antd; route table `light`). */
export default function ShopHomePage() {
  return <ShopFrame pageKey="shopHome">{(head) => <ShopHome head={head} />}</ShopFrame>;
}

function ShopHome({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const hot = useShopProducts(shopHomeHot(head.shopId));
  return (
    <div data-testid="shop-home">
      {head.banner && (
        <Picture
          src={head.banner}
          alt=""
          width={1200}
          height={360}
          maxWidth={1200}
          sizes="(max-width: 1232px) 100vw, 1200px"
          priority="lcp"
          style={{ borderRadius: 8, marginBottom: 16 }}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} md={16}>
          <Card title={t('introduction')} size="small">
            <Typography.Paragraph data-testid="shop-intro">{head.intro || t('noInformation')}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {[
                head.responseRate != null && t('responseRate', { rate: head.responseRate }),
                head.responseHours != null && t('responseTime', { hours: head.responseHours }),
                t('productCount', { count: head.prodCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card title={t('productCategories')} size="small">
            {head.categories.slice(0, 10).map((c) => (
              <div key={c.categoryId}>
                <LocaleLink to={`/shop/${head.shopId}/product-infomation?categoryId=${c.categoryId}`} style={TAP_TARGET}>
                  {c.categoryName} ({c.prodCount})
                </LocaleLink>
              </div>
            ))}
          </Card>
        </Col>
      </Row>
      <Typography.Title level={2} style={{ marginTop: 24, fontSize: 20 }}>
        {t('hotProducts')}
      </Typography.Title>
      <QueryStatus query={hot}>
        <ProductGrid products={hot.data?.records ?? []} />
      </QueryStatus>
    </div>
  );
}
