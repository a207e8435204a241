import { useTranslation } from '@mall/shared/react-i18n';
import { Card, Picture, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { logoSources } from './logo';
import { LocaleLink } from '@mall/shared/ui';
import type { ShopCard as ShopCardData } from '../api/shops';
import { NAMESPACE } from '../namespace';
import { useMoney } from './money';

/** One supplier of the shop list: identity, response data, certificates and main products. */
export function ShopCard({ shop }: { shop: ShopCardData }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  return (
    <Card size="small" data-testid="shop-card" data-shop-id={shop.shopId}>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <div style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Space align="start">
            <img
              {...logoSources(shop.logo, 56)}
              alt=""
              width={56}
              height={56}
              style={{ flex: 'none', width: 56, height: 56, objectFit: 'cover', borderRadius: 8 }}
            />
            <div>
              <LocaleLink to={`/shop/${shop.shopId}`} data-testid="shop-card-link">
                <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
                  {shop.shopName}
                </Typography.Title>
              </LocaleLink>
              <Space size={4} wrap>
                {shop.selfOperated && <Tag color="red">{t('selfOperated')}</Tag>}
                {shop.region && <Tag>{shop.region}</Tag>}
                {shop.yearsInBusiness != null && <Tag>{t('years', { count: shop.yearsInBusiness })}</Tag>}
              </Space>
            </div>
          </Space>
          <div style={{ marginTop: 8, fontSize: 13 }}>
            {shop.mainCategory && <div>{t('mainCategory', { name: shop.mainCategory })}</div>}
            <div data-testid="shop-card-response">
              {shop.responseRate != null && t('responseRate', { rate: shop.responseRate })}
              {shop.responseHours != null && ` · ${t('responseTime', { hours: shop.responseHours })}`}
            </div>
            <div>{t('productCount', { count: shop.prodCount })}</div>
          </div>
          {shop.certificates.length > 0 && (
            <div style={{ marginTop: 8 }} data-testid="shop-card-certificates">
              {shop.certificates.map((c) => (
                <Tag key={c} color="blue">
                  {c}
                </Tag>
              ))}
            </div>
          )}
        </div>
        <div style={{ flex: '2 1 400px', display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
          {shop.mainProducts.map((p) => (
            <LocaleLink key={p.prodId} to={`/products/detail/${p.prodId}`} title={p.prodName} data-testid="shop-card-product">
              <Picture
                src={p.pic}
                alt={p.prodName}
                width={400}
                height={400}
                maxWidth={120}
                sizes="(max-width: 576px) 25vw, 120px"
                style={{ borderRadius: 4 }}
              />
              <Typography.Text ellipsis style={{ fontSize: 12 }}>
                {p.prodName}
              </Typography.Text>
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {money(p.price)}
              </Typography.Text>
            </LocaleLink>
          ))}
        </div>
      </div>
    </Card>
  );
}
