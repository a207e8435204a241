import { Space } from '@mall/shared/ui/lite';
import type { ProductInfo } from '../../api/catalog';
import { CatalogImage } from '../catalog-image';
import { ProductVideo } from '../product-video';
import { PRODUCT_PICTURE } from '../../lcp-pictures';

/** The product's pictures: the shown one (the page's LCP element), thumbnails to pick another, the video. */
export function ProductGallery({
  product,
  shown,
  onPick,
}: {
  product: ProductInfo;
  /** The picture shown: the picked one, else the chosen SKU's, else the product's. */
  shown: string | null;
  onPick: (picture: string | null) => void;
}) {
  const images = product.imgs.length ? product.imgs : [product.pic];
  return (
    <div data-testid="product-gallery">
      <CatalogImage
        src={shown}
        alt={product.prodName}
        width={400}
        height={400}
        shownWidth={PRODUCT_PICTURE.shownWidth}
        sizes={PRODUCT_PICTURE.sizes}
        lcp
        style={{ borderRadius: 8, border: '1px solid #f0f0f0' }}
      />
      <Space wrap style={{ marginTop: 8 }}>
        {images.map((img, i) => (
          <button
            key={`${img}-${i}`}
            type="button"
            onMouseEnter={() => onPick(img)}
            onClick={() => onPick(img)}
            aria-label={`${product.prodName} ${i + 1}`}
            style={{
              padding: 0,
              border: img === shown ? '2px solid var(--ml-primary)' : '1px solid #f0f0f0',
              borderRadius: 4,
              background: 'none',
              width: 64,
              cursor: 'pointer',
            }}
          >
            <CatalogImage src={img} alt="" width={400} height={400} shownWidth={64} sizes="64px" />
          </button>
        ))}
      </Space>
      <ProductVideo video={product.video} poster={product.pic} title={product.prodName} />
    </div>
  );
}
