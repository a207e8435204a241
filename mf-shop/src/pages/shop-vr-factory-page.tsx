import { Empty, Result } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { QueryStatus } from '@mall/shared/ui';
import { useShopDetail, type ShopHead } from '../api/shops';
import { ShopFrame } from '../components/shop-frame';
import { NAMESPACE } from '../namespace';

/** Only https tours are embedded; the API refuses anything else too. */
const isSafeTour = (url: string | null | undefined): url is string => {
  try {
    return !!url && new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The shop's VR factory tour: its own link, opened on the shop's tour site in a new tab (a third
 * party's page in a frame here broke whenever that site refused to be framed or was down), and a
 * clear "no VR tour" state when the shop has none.
 */
export default function ShopVrFactoryPage() {
  return <ShopFrame pageKey="shopVrFactory">{(head) => <VrFactory head={head} />}</ShopFrame>;
}

function VrFactory({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const detail = useShopDetail(head.shopId);
  const url = detail.data?.vrUrl;
  return (
    <QueryStatus query={detail}>
      {isSafeTour(url) ? (
        <Result
          status="info"
          title={t('vrTitle', { shop: head.shopName })}
          subTitle={t('vrHint', { host: new URL(url).host })}
          data-testid="shop-vr"
          extra={
            <a href={url} target="_blank" rel="noopener noreferrer" className="ant-btn ant-btn-primary" data-testid="shop-vr-link">
              {t('vrOpen')}
            </a>
          }
        />
      ) : (
        <Empty description={t('noVr')} data-testid="shop-no-vr" />
      )}
    </QueryStatus>
  );
}
