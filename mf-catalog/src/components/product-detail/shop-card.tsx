import { Button, Card, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '@mall/shared/ui';
import type { ProductInfo } from '../../api/catalog';
import { CatalogImage } from '../catalog-image';
import { NAMESPACE } from '../../namespace';

/** The supplier beside the product: logo, name, how it answers, a way into its shop. */
export function ShopCard({ product }: { product: ProductInfo }) {
  const { t } = useTranslation(NAMESPACE);
  const s = product.shop;
  return (
    <Card size="small" data-testid="shop-card" title={t('product.shop')}>
      <Space align="start">
        <div style={{ width: 48 }}>
          <CatalogImage src={s.logo} alt={s.shopName} width={160} height={160} shownWidth={48} sizes="48px" style={{ borderRadius: 4 }} />
        </div>
        <div>
          <LocaleLink to={`/shop/${s.shopId}`} data-testid="shop-link">
            <Typography.Text strong>{s.shopName}</Typography.Text>
          </LocaleLink>
          <div style={{ color: 'var(--ml-text-secondary)', fontSize: 12 }}>
            {t('supplier.meta', { region: s.region ?? '', years: s.yearsInBusiness ?? 0 })}
          </div>
        </div>
      </Space>
      <Space wrap style={{ marginTop: 8 }}>
        {s.selfOperated ? <Tag color="blue">{t('supplier.selfOperated')}</Tag> : null}
        {s.responseRate !== null ? <Tag>{t('supplier.responseRate', { rate: s.responseRate })}</Tag> : null}
        {s.responseHours !== null ? <Tag>{t('supplier.responseHours', { hours: s.responseHours })}</Tag> : null}
        <Tag>{t('supplier.products', { count: s.productCount })}</Tag>
      </Space>
      <div style={{ marginTop: 12 }}>
        <LocaleLink to={`/shop/${s.shopId}`}>
          <Button block>{t('product.visitShop')}</Button>
        </LocaleLink>
      </div>
    </Card>
  );
}
