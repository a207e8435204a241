import { useTranslation } from '@mall/shared/react-i18n';
import { resolveImage } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
import { Result, Space } from '@mall/shared/ui/lite';
import type { ShopHead } from '../api/shops';
import { NAMESPACE } from '../namespace';

const RESULT_STATUS = {
  notOpen: 'info',
  underReview: 'info',
  abnormal: 'error',
  offline: 'warning',
  paused: 'warning',
  open: 'success',
} as const;

/** What a buyer sees for a shop that is not open (spec section 8): nothing of it can be bought. On the light kit (the shop home's first view). */
export function ShopStatusPage({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const key = head.statusKey;
  return (
    <Result
      status={RESULT_STATUS[key] ?? 'warning'}
      icon={<img src={resolveImage(head.logo)} alt="" width={72} height={72} />}
      title={<span data-testid="shop-status-title">{t(`status.${key}.title`)}</span>}
      subTitle={
        <>
          <div>{head.shopName}</div>
          <div>{t(`status.${key}.text`)}</div>
        </>
      }
      data-testid="shop-status-page"
      data-status={key}
      extra={
        <Space wrap style={{ justifyContent: 'center' }}>
          <LocaleLink to="/shop-list" className="ml-btn ml-btn-primary">
            {t('backToList')}
          </LocaleLink>
          <LocaleLink to="/" className="ml-btn">
            {t('backHome')}
          </LocaleLink>
        </Space>
      }
    />
  );
}
