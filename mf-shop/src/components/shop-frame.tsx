import type { ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { isApiError, RESPONSE_CODES, useLocaleStore, usePageTitle } from '@mall/shared';
import { LocaleLink, ScaffoldPage } from '@mall/shared/ui';
import { Alert, Button, Result, Skeleton } from '@mall/shared/ui/lite';
import { useShopHead, type ShopHead } from '../api/shops';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';
import { ShopHeader } from './shop-header';
import { ShopStatusPage } from './shop-status-page';
import { useShopId } from './use-shop-id';

/**
 * Every page of /shop/{shopId}: the shop header (logo, name, follow, search, categories, the
 * seven tabs), then the page. A shop that is not open shows its status page instead. On the light
 * kit: the shop home is a light page; the other shop pages keep antd in their own bodies.
 */
export function ShopFrame({ pageKey, children }: { pageKey: string; children: (head: ShopHead) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const shopId = useShopId();
  const head = useShopHead(shopId);
  const locale = useLocaleStore((s) => s.locale);
  // The document title names the shop (the server's head does), and the tab below its home.
  const name = head.data?.shopName;
  const tab = routes.find((r) => r.pageKey === pageKey);
  usePageTitle(name && (pageKey === 'shopHome' || !tab ? name : `${tab.title[locale]} · ${name}`));

  if (head.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (head.isError) {
    const notFound = isApiError(head.error) && head.error.code === RESPONSE_CODES.NOT_FOUND;
    return notFound ? (
      <Result
        status="404"
        title={t('shopNotFound')}
        data-testid="shop-not-found"
        extra={
          <LocaleLink to="/shop-list" className="ml-btn ml-btn-primary">
            {t('backToList')}
          </LocaleLink>
        }
      />
    ) : (
      <Alert type="warning" showIcon title={t('loadFailed')} action={<Button onClick={() => void head.refetch()}>{t('retry')}</Button>} />
    );
  }
  if (head.data.statusKey !== 'open') return <ShopStatusPage head={head.data} />;

  return (
    <div className="mf-shop" data-testid="shop-frame" data-shop-id={shopId}>
      <ShopHeader head={head.data} pageKey={pageKey} />
      <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey={pageKey}>
        {children(head.data)}
      </ScaffoldPage>
    </div>
  );
}
