import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ScaffoldPage, UnderConstruction } from '@mall/shared/ui';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

/** A shop page framed with its title and breadcrumb from the route table. */
export function ShopPage({ pageKey, children }: { pageKey: string; children?: ReactNode }) {
  const inShop = routes.find((r) => r.pageKey === pageKey)?.layout === 'shop';
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
      {children ?? (inShop ? <ShopPlaceholder /> : undefined)}
    </ScaffoldPage>
  );
}

/** Until a shop's own pages are built: which shop this is. */
function ShopPlaceholder() {
  const { t } = useTranslation(NAMESPACE);
  const { shopId } = useParams();
  return (
    <>
      <Typography.Paragraph data-testid="shop-number">{t('shopNumber', { shopId })}</Typography.Paragraph>
      <UnderConstruction />
    </>
  );
}
