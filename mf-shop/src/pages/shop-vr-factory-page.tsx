import { Empty } from 'antd';
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

/** The shop's panorama / VR factory tour, sandboxed; a note when it has none. */
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
        <iframe
          src={url}
          title={t('vrTitle', { shop: head.shopName })}
          sandbox="allow-scripts allow-same-origin allow-popups"
          allow="fullscreen; gyroscope; accelerometer; xr-spatial-tracking"
          referrerPolicy="no-referrer"
          loading="lazy"
          data-testid="shop-vr-frame"
          style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 8, background: '#111' }}
        />
      ) : (
        <Empty description={t('noVr')} data-testid="shop-no-vr" />
      )}
    </QueryStatus>
  );
}
