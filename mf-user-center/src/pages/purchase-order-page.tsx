import { useState } from 'react';
import { Button, Result, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { LocaleLink } from '@mall/shared/ui';
import type { RfqCreated } from '@mall/shared/contracts';
import { RfqForm } from '../components/rfq/rfq-form';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

/** Post a sourcing request (RFQ); login is required by the route (the shell opens the login dialog). */
export default function PurchaseOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const [posted, setPosted] = useState<RfqCreated | null>(null);
  return (
    <UserCenterPage pageKey="purchaseOrder">
      {posted ? (
        <Result
          status="success"
          data-testid="rfq-success"
          title={t('rfq.success.title')}
          subTitle={
            <>
              {t('rfq.success.number')}{' '}
              <Typography.Text strong copyable data-testid="rfq-number">
                {posted.rfqNumber}
              </Typography.Text>
            </>
          }
          extra={[
            <LocaleLink key="list" to="/user-center/uc-purchase" data-testid="rfq-to-list">
              <Button type="primary">{t('rfq.success.toList')}</Button>
            </LocaleLink>,
            <LocaleLink key="detail" to={`/user-center/uc-sourcing/detail?rfqId=${posted.rfqId}`} data-testid="rfq-to-detail">
              <Button>{t('sourcing.detail.view')}</Button>
            </LocaleLink>,
            <Button key="again" onClick={() => setPosted(null)} data-testid="rfq-post-another">
              {t('rfq.success.another')}
            </Button>,
          ]}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary">{t('rfq.form.intro')}</Typography.Paragraph>
          <RfqForm onDone={setPosted} />
        </>
      )}
    </UserCenterPage>
  );
}
