import { Card, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveImage } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
import type { ShopProduct } from '../api/shops';
import { NAMESPACE } from '../namespace';
import { useMoney } from './money';

/** Product cards linking to the product detail page (owned by mf-catalog). */
export function ProductGrid({
  products,
}: {
  products: (Pick<ShopProduct, 'prodId' | 'prodName' | 'pic' | 'price'> & { soldNum?: number })[];
}) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  if (products.length === 0) return <Empty description={t('noProducts')} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }} data-testid="shop-products">
      {products.map((p) => (
        <LocaleLink key={p.prodId} to={`/products/detail/${p.prodId}`} data-testid="shop-product">
          <Card
            hoverable
            size="small"
            cover={
              <img
                src={resolveImage(p.pic)}
                alt={p.prodName}
                width={180}
                height={180}
                loading="lazy"
                style={{ objectFit: 'cover', aspectRatio: '1' }}
              />
            }
          >
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 4 }}>
              {p.prodName}
            </Typography.Paragraph>
            <Typography.Text strong type="danger">
              {money(p.price)}
            </Typography.Text>
            {p.soldNum != null && (
              <Typography.Text type="secondary" style={{ float: 'right', fontSize: 12 }}>
                {t('sold', { count: p.soldNum })}
              </Typography.Text>
            )}
          </Card>
        </LocaleLink>
      ))}
    </div>
  );
}
