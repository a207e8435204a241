import { Descriptions, Tabs } from '@mall/shared/ui/lite';
import { useTranslation } from '@mall/shared/react-i18n';
import type { ProductInfo } from '../../api/catalog';
import { NAMESPACE } from '../../namespace';
import { Reviews } from './reviews';

/** Below the fold: the description (sanitised on the server), the parameters, the reviews. */
export function ProductTabs({ product }: { product: ProductInfo }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Tabs
      aria-label={product.prodName}
      items={[
        {
          key: 'content',
          label: t('product.description'),
          // Sanitised on the server with an allowlist (no script, style or on* attributes).
          children: (
            <div className="product-content ml-rich" data-testid="product-content" dangerouslySetInnerHTML={{ __html: product.content }} />
          ),
        },
        {
          key: 'params',
          label: t('product.parameters'),
          children: (
            <Descriptions
              bordered
              size="small"
              column={1}
              data-testid="product-parameters"
              items={product.parameters.map((p, i) => ({ key: i, label: p.name, children: p.value }))}
            />
          ),
        },
        {
          key: 'reviews',
          label: t('product.reviews', { count: product.reviewCount }),
          children: <Reviews prodId={product.prodId} />,
        },
      ]}
    />
  );
}
