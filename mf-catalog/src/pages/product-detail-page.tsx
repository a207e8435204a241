import { Col, Result, Row } from '@mall/shared/ui/lite';
import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useParams } from '@mall/shared/router';
import { RESPONSE_CODES } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useProduct, type ProductInfo } from '../api/catalog';
import { CatalogDataPage } from '../components/catalog-page';
import { offscreen } from '../components/offscreen';
import { BuyBox } from '../components/product-detail/buy-box';
import { ProductGallery } from '../components/product-detail/gallery';
import { ProductTabs } from '../components/product-detail/product-tabs';
import { ShopCard } from '../components/product-detail/shop-card';
import { initialSelection, skuFor, type Selection } from '../components/sku-picker';
import { NAMESPACE } from '../namespace';

/** '/products/detail/:prodId' */
export default function ProductDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const prodId = Number(useParams().prodId ?? 0);
  const product = useProduct(prodId);
  const envelope = product.data;
  const info = envelope?.code === RESPONSE_CODES.OK ? envelope.data : null;
  const crumbs = [
    { title: t('titles.categories'), to: '/categories' },
    ...(info?.categoryPath ?? []).map((c) => ({ title: c.categoryName, to: `/categories/secondary?categoryId=${c.categoryId}` })),
  ];
  return (
    <CatalogDataPage pageKey="productDetail" title={info?.prodName} crumbs={crumbs}>
      <QueryStatus query={product} rows={10}>
        {info ? (
          <ProductDetail key={info.prodId} product={info} />
        ) : (
          <Result
            status="404"
            title={t('product.notFound')}
            subTitle={envelope?.msg}
            data-testid="product-not-found"
            extra={<LocaleLink to="/">{t('product.backHome')}</LocaleLink>}
          />
        )}
      </QueryStatus>
    </CatalogDataPage>
  );
}

/** The page's parts (components/product-detail/): gallery and buy box above the fold, shop card and tabs below. */
function ProductDetail({ product }: { product: ProductInfo }) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product.skuList));
  const [picture, setPicture] = useState<string | null>(null);
  const sku = skuFor(product.skuList, selection);
  return (
    <div data-testid="product-detail" data-prod-type={product.prodType}>
      <Row gutter={[32, 24]}>
        <Col xs={24} md={10}>
          <ProductGallery product={product} shown={picture ?? sku?.pic ?? product.pic} onPick={setPicture} />
        </Col>
        <Col xs={24} md={14}>
          <BuyBox
            product={product}
            sku={sku}
            selection={selection}
            onSelect={(next) => {
              // A new SKU shows its own picture.
              setPicture(null);
              setSelection(next);
            }}
          />
        </Col>
      </Row>

      <Row gutter={[32, 24]} style={{ marginTop: 32, ...offscreen(640) }}>
        <Col xs={24} md={6}>
          <ShopCard product={product} />
        </Col>
        <Col xs={24} md={18}>
          <ProductTabs product={product} />
        </Col>
      </Row>
    </div>
  );
}
