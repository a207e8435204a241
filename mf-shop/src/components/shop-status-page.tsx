import { Avatar, Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveImage } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
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

/** What a buyer sees for a shop that is not open (spec section 8): nothing of it can be bought. */
export function ShopStatusPage({ head }: { head: ShopHead }) {
  const { t } = useTranslation(NAMESPACE);
  const key = head.statusKey;
  return (
    <Result
      status={RESULT_STATUS[key] ?? 'warning'}
      icon={<Avatar size={72} src={resolveImage(head.logo)} alt="" />}
      title={<span data-testid="shop-status-title">{t(`status.${key}.title`)}</span>}
      subTitle={
        <>
          <div>{head.shopName}</div>
          <div>{t(`status.${key}.text`)}</div>
        </>
      }
      data-testid="shop-status-page"
      data-status={key}
      extra={[
        <LocaleLink key="list" to="/shop-list">
          <Button type="primary">{t('backToList')}</Button>
        </LocaleLink>,
        <LocaleLink key="home" to="/">
          <Button>{t('backHome')}</Button>
        </LocaleLink>,
      ]}
    />
  );
}
