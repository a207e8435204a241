import { useTranslation } from '@mall/shared/react-i18n';
import { bus } from '@mall/shared';
import { Button, Space } from '@mall/shared/ui/lite';
import type { ProductInfo, Sku } from '../api/catalog';
import { NAMESPACE } from '../namespace';

/**
 * B2B buying from a product page: "Contact supplier" (an inquiry about this product, SKU and
 * quantity) and "Quick quote" (a short sourcing request prefilled with it). Both open dialogs of
 * the user-centre remote through the event bus, so this page stays light until one is opened.
 */
export function SupplierActions({ product, sku, count }: { product: ProductInfo; sku: Sku | null; count: number }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Space wrap style={{ marginTop: 12 }}>
      <Button
        data-testid="contact-supplier"
        onClick={() =>
          bus.emit('contact-supplier', {
            shopId: product.shopId,
            shopName: product.shop.shopName,
            prodId: product.prodId,
            skuId: sku?.skuId,
            productName: product.prodName,
            skuName: sku?.skuName,
            pic: sku?.pic ?? product.pic,
            quantity: count,
            unit: product.unit ?? undefined,
          })
        }
      >
        {t('product.contactSupplier')}
      </Button>
      <Button
        data-testid="quick-quote"
        onClick={() =>
          bus.emit('quick-quote', {
            productName: product.prodName,
            categoryId: product.categoryId,
            quantity: count > 1 ? count : undefined,
            unit: product.unit ?? undefined,
            shopId: product.shopId,
          })
        }
      >
        {t('product.quickQuote')}
      </Button>
    </Space>
  );
}
