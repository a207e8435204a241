import { useTranslation } from '@mall/shared/react-i18n';
import { Card, Empty, Picture, Typography } from '@mall/shared/ui/lite';
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
            cover={<Picture src={p.pic} alt={p.prodName} width={400} height={400} maxWidth={240} sizes="(max-width: 576px) 50vw, 240px" />}
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
