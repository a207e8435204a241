import { useState } from 'react';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { bus, formatDateTime } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import type { PublicRfqDetail } from '@mall/shared/contracts';
import { merchantSignOut, useMerchantSession, useMyQuotationFor } from '../api/merchant';
import { usePublicRfq } from '../api/rfq';
import { RfqStatusTag } from '../components/rfq/rfq-status-tag';
import { DetailFrame } from '../components/sourcing/detail-frame';
import { MerchantSignInDialog, QuoteForm } from '../components/sourcing/quote-form';
import { RfqDetails } from '../components/sourcing/rfq-details';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { QuotationStatusTag } from '../components/sourcing/status-tags';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';

/**
 * /procurement/detail?rfqId=: one request as suppliers see it (never the buyer's contact, budget
 * or PDF), with "Quote now" for a supplier signed in with its merchant account.
 */
export default function ProcurementDetailPage() {
  const [sp] = useSearchParams();
  const rfqId = Number(sp.get('rfqId')) || 0;
  const rfq = usePublicRfq(rfqId);
  const { t } = useSourcingText();
  return (
    <UserCenterPage pageKey="procurementDetail">
      <DetailFrame
        hasId={!!rfqId}
        query={rfq}
        noIdTitle={t('sourcing.detail.noRequest')}
        back="/procurement"
        backText={t('sourcing.procurement.back')}
        missingTestId="procurement-missing"
        rows={10}
      >
        {rfq.data && <PublicRequest rfq={rfq.data} />}
      </DetailFrame>
    </UserCenterPage>
  );
}

function PublicRequest({ rfq }: { rfq: PublicRfqDetail }) {
  const { t } = useSourcingText();
  const open = rfq.status === 'inquiring';
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="procurement-detail" data-status={rfq.status}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Typography.Text strong>{rfq.productName}</Typography.Text>
            <RfqStatusTag status={rfq.status} />
            {open && <ValidityCountdown until={rfq.expiresAt} />}
            <Tag>{t('sourcing.procurement.quotes', { count: rfq.quotationCount })}</Tag>
          </Space>
        }
        extra={
          <Button
            onClick={() => bus.emit('quick-quote', { productName: rfq.productName, categoryId: rfq.categoryId, unit: rfq.unit })}
            data-testid="procurement-similar"
          >
            {t('sourcing.procurement.postSimilar')}
          </Button>
        }
      >
        <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sourcing.procurement.contactHidden')} />
        <RfqDetails rfq={rfq} />
      </Card>
      <QuoteNow rfq={rfq} />
    </Space>
  );
}

/** "Quote now": sign in as a merchant, then send (or revise) the shop's quotation. */
function QuoteNow({ rfq }: { rfq: PublicRfqDetail }) {
  const { t, locale, money } = useSourcingText();
  const session = useMerchantSession();
  const mine = useMyQuotationFor(rfq.rfqId);
  const [signingIn, setSigningIn] = useState(false);
  const [quoting, setQuoting] = useState(false);
  const open = rfq.status === 'inquiring';
  return (
    <Card size="small" title={t('sourcing.quote.title')} data-testid="quote-now">
      {!session ? (
        <Space orientation="vertical">
          <Typography.Text type="secondary">{t('sourcing.quote.suppliersOnly')}</Typography.Text>
          <Button type="primary" disabled={!open} onClick={() => setSigningIn(true)} data-testid="quote-now-button">
            {t('sourcing.quote.now')}
          </Button>
        </Space>
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            <Typography.Text>{t('sourcing.merchant.signedInAs', { name: session.userName })}</Typography.Text>
            <Button size="small" onClick={() => void merchantSignOut()} data-testid="merchant-sign-out">
              {t('sourcing.merchant.signOut')}
            </Button>
          </Space>
          {!session.shopId ? (
            <Alert type="warning" showIcon title={t('sourcing.merchant.noShop')} />
          ) : (
            <QueryStatus query={mine}>
              {mine.data && (
                <Alert
                  type="success"
                  showIcon
                  data-testid="quote-mine"
                  title={
                    <Space wrap>
                      {t('sourcing.quote.yours', {
                        price: money(mine.data.unitPrice, mine.data.currency),
                        time: formatDateTime(mine.data.updateTime, locale),
                      })}
                      <QuotationStatusTag statusKey={mine.data.statusKey} status={mine.data.status} />
                    </Space>
                  }
                />
              )}
              {open ? (
                quoting || !mine.data ? (
                  <QuoteForm rfq={rfq} session={session} mine={mine.data ?? null} onSent={() => setQuoting(false)} />
                ) : (
                  [1, 2, 3].includes(mine.data.status) && (
                    <Button onClick={() => setQuoting(true)} data-testid="quote-revise">
                      {t('sourcing.quote.revise')}
                    </Button>
                  )
                )
              ) : (
                <Alert type="warning" showIcon title={t('sourcing.quote.closed')} />
              )}
            </QueryStatus>
          )}
        </Space>
      )}
      <MerchantSignInDialog open={signingIn} onClose={() => setSigningIn(false)} />
    </Card>
  );
}
