import { Card, Tag, Typography } from '@mall/shared/ui/lite';
import { memo } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSiteStore } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
import type { ProductCard as Product } from '../api/catalog';
import { NAMESPACE } from '../namespace';
import { CatalogImage } from './catalog-image';
import { Highlight } from './highlight';
import { Money } from './money';

/** A product in a grid: picture, name (search terms marked), price in the selected currency, sales. */
export function ProductCard({
  product,
  keyword,
  eager,
  priceTestId = 'card-price',
}: {
  product: Product;
  keyword?: string;
  eager?: boolean;
  priceTestId?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const hideSales = useSiteStore((s) => s.hideSales);
  return (
    <LocaleLink
      to={`/products/detail/${product.prodId}`}
      data-testid="product-card"
      data-prod-id={product.prodId}
      style={{ display: 'block', height: '100%' }}
    >
      <Card
        hoverable
        size="small"
        style={{ height: '100%' }}
        cover={
          <CatalogImage
            src={product.pic}
            alt={product.prodName}
            width={400}
            height={400}
            shownWidth={240}
            sizes="(max-width: 576px) 50vw, 240px"
            eager={eager}
          />
        }
      >
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ minHeight: 44, marginBottom: 6 }} data-testid="product-card-name">
          <Highlight text={product.prodName} keyword={keyword} />
        </Typography.Paragraph>
        <div style={{ display: 'flex', alignItems: 'baseline', gap: 6, flexWrap: 'wrap' }}>
          {product.prodType === 'points' && product.pointsPrice ? (
            <Typography.Text strong style={{ color: '#d4380d', fontSize: 16 }}>
              {t('product.points', { count: product.pointsPrice })}
            </Typography.Text>
          ) : (
            <Money value={product.price} testId={priceTestId} className="card-price" />
          )}
          {product.prodType !== 'normal' ? (
            <Tag color="volcano" data-testid="product-type-tag">
              {t(`types.${product.prodType}`)}
            </Tag>
          ) : null}
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', color: 'var(--ml-text-secondary)', fontSize: 12, marginTop: 4 }}>
          <span>{hideSales ? product.region : t('product.sold', { count: product.soldNum })}</span>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: '60%', fontSize: 12 }}>
            {product.shopName}
          </Typography.Text>
        </div>
      </Card>
    </LocaleLink>
  );
}

/**
 * Products in a grid. Memoised: a listing re-renders on every URL change (a new sort or filter) while
 * its previous page stays on screen until the next arrives (placeholder data, same records).
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  keyword,
  eagerCount = 0,
  priceTestId,
}: {
  products: Product[];
  keyword?: string;
  eagerCount?: number;
  priceTestId?: string;
}) {
  return (
    <div data-testid="product-grid" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 16 }}>
      {products.map((p, i) => (
        <ProductCard key={p.prodId} product={p} keyword={keyword} eager={i < eagerCount} priceTestId={priceTestId} />
      ))}
    </div>
  );
});
