import { Alert, App, Button, Card, Descriptions, Empty, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { errorText, formatDateTime, showError, useLocale } from '@mall/shared';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { RefundDetail } from '@mall/shared/contracts';
import { useCancelRefund, useRefund, useWithdrawIntervention } from '../api/refunds';
import { CheckoutPage } from '../components/checkout-page';
import { Money } from '../components/money';
import { InterventionForm, ReturnShipmentForm } from '../components/refunds/refund-forms';
import { RefundDeadline, RefundItemLine, RefundStatusTags, RefundTimeline, VoucherThumbs } from '../components/refunds/refund-parts';
import { NAMESPACE } from '../namespace';

/** What the buyer can do now: withdraw (until refunded), withdraw an intervention. */
function RefundActions({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const cancel = useCancelRefund();
  const withdraw = useWithdrawIntervention();
  const onError = (err: unknown) => showError(err, (text) => void message.warning(text));
  return (
    <Space wrap>
      {[1, 2, 3].includes(refund.status) && (
        <Popconfirm
          title={t('returns.withdrawConfirm')}
          onConfirm={() => cancel.mutate(refund.refundSn, { onSuccess: () => void message.success(t('returns.withdrawn')), onError })}
          okButtonProps={{ 'data-testid': 'refund-withdraw-ok' } as Record<string, string>}
        >
          <Button loading={cancel.isPending} data-testid="refund-withdraw">
            {t('returns.withdraw')}
          </Button>
        </Popconfirm>
      )}
      {refund.intervention === 1 && (
        <Popconfirm
          title={t('returns.withdrawInterventionConfirm')}
          onConfirm={() => withdraw.mutate(refund.refundSn, { onError })}
          okButtonProps={{ 'data-testid': 'intervention-withdraw-ok' } as Record<string, string>}
        >
          <Button loading={withdraw.isPending} data-testid="intervention-withdraw">
            {t('returns.withdrawIntervention')}
          </Button>
        </Popconfirm>
      )}
      <LocaleLink to={`/order-detail?orderNumber=${refund.orderNumber}`} data-testid="refund-order-link">
        {t('returns.toOrder')}
      </LocaleLink>
      <LocaleLink to="/user-center/uc-return">{t('returns.toList')}</LocaleLink>
    </Space>
  );
}

function RefundView({ refund }: { refund: RefundDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const c = (key: string) => t(key, { ns: 'common' });
  const time = (v: string | null) => (v ? formatDateTime(v, locale) : '—');
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="return-detail" data-status={refund.status}>
      <Card>
        <Flex justify="space-between" align="start" wrap gap={12}>
          <Space orientation="vertical" size={6}>
            <Typography.Text type="secondary">
              {t('returns.number')}: <span data-testid="refund-sn">{refund.refundSn}</span> · {t('returns.applyTime')}:{' '}
              {time(refund.applyTime)}
            </Typography.Text>
            <RefundStatusTags refund={refund} />
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="refund-headline">
              {c(`refund.status.${refund.status}`)}
            </Typography.Title>
            {refund.closeReason && <Typography.Text type="secondary">{c(`refund.closeReason.${refund.closeReason}`)}</Typography.Text>}
            {refund.rejectReason && (
              <Typography.Text type="danger" data-testid="refund-reject-reason">
                {t('returns.rejectReason')}: {refund.rejectReason}
              </Typography.Text>
            )}
            {refund.interventionRemark && (
              <Typography.Text>
                {t('returns.interventionRemark')}: {refund.interventionRemark}
              </Typography.Text>
            )}
            <RefundDeadline refund={refund} />
          </Space>
          <RefundActions refund={refund} />
        </Flex>
      </Card>

      {refund.status === 2 && refund.applyType === 2 && <ReturnShipmentForm refund={refund} />}
      {refund.status === 7 && refund.intervention == null && <InterventionForm refund={refund} />}

      <Card title={t('returns.request')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }} data-testid="refund-facts">
          <Descriptions.Item label={t('returns.refundAmount')}>
            <Typography.Text strong>
              <Money value={refund.refundAmount} testId="refund-amount" />
            </Typography.Text>
            {refund.chargesAmount > 0 && (
              <Typography.Text type="secondary">
                {' '}
                ({t('returns.chargesPart')} <Money value={refund.chargesAmount} />)
              </Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.orderAmount')}>
            <Money value={refund.orderAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.orderNumber')}>{refund.orderNumber}</Descriptions.Item>
          <Descriptions.Item label={t('returns.shop')}>{refund.shopName}</Descriptions.Item>
          <Descriptions.Item label={t('returns.type')}>
            {c(`refund.applyType.${refund.applyType}`)} · {c(`refund.refundType.${refund.refundType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.cargo')}>
            {c(`refund.cargo.${refund.isReceiver ? 'received' : 'notReceived'}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.reason')}>{c(`refund.reason.${refund.buyerReason}`)}</Descriptions.Item>
          <Descriptions.Item label={t('returns.quantity')}>{refund.goodsNum}</Descriptions.Item>
          <Descriptions.Item label={t('returns.note')} span={2}>
            {refund.buyerDesc || '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('returns.contact')} span={2}>
            {refund.buyerMobile}
            {refund.buyerMail ? ` · ${refund.buyerMail}` : ''}
          </Descriptions.Item>
          {refund.photoFiles.length > 0 && (
            <Descriptions.Item label={t('returns.vouchers')} span={2}>
              <VoucherThumbs files={refund.photoFiles} testId="refund-vouchers" />
            </Descriptions.Item>
          )}
          {refund.sellerMsg && (
            <Descriptions.Item label={t('returns.sellerMsg')} span={2}>
              {refund.sellerMsg}
            </Descriptions.Item>
          )}
          {refund.expressNo && (
            <Descriptions.Item label={t('returns.parcel')} span={2}>
              <span data-testid="refund-parcel">
                {refund.expressName} {refund.expressNo}
              </span>
              {refund.expressRemark ? ` — ${refund.expressRemark}` : ''}
            </Descriptions.Item>
          )}
          {refund.interventionReason && (
            <Descriptions.Item label={t('returns.interventionReason')} span={2}>
              {refund.interventionReason}
              <VoucherThumbs files={refund.interventionFiles} testId="intervention-vouchers" />
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>

      <Card title={t('returns.items')}>
        <Table
          size="small"
          rowKey="orderItemId"
          pagination={false}
          dataSource={refund.items}
          data-testid="refund-items"
          columns={[
            { title: t('returns.product'), render: (_, i) => <RefundItemLine item={i} /> },
            { title: t('returns.quantity'), dataIndex: 'count' },
            { title: t('returns.amount'), render: (_, i) => <Money value={i.amount} /> },
          ]}
        />
      </Card>

      {refund.payouts.length > 0 && (
        <Card title={t('returns.payouts')}>
          <Table
            size="small"
            rowKey={(p) => `${p.payType}-${p.amount}-${p.status}`}
            pagination={false}
            dataSource={refund.payouts}
            data-testid="refund-payouts"
            columns={[
              { title: t('returns.payMethod'), render: (_, p) => t(`payTypes.${p.payType}`, { defaultValue: String(p.payType) }) },
              { title: t('returns.amount'), render: (_, p) => <Money value={p.amount} /> },
              {
                title: t('returns.payoutStatus'),
                render: (_, p) => <span data-testid="payout-status">{c(`refund.payout.${p.status}`)}</span>,
              },
              { title: t('returns.refundNo'), render: (_, p) => p.refundNo ?? '—' },
            ]}
          />
        </Card>
      )}

      <Card title={t('returns.timeline')}>
        <RefundTimeline progress={refund.progress} />
      </Card>
    </Space>
  );
}

/**
 * /return-detail?refundSn=...: one after-sales request: its state with the countdown to the next
 * automatic step, amounts, items, timeline, and what the buyer can do now (ship the return to the
 * seller's address, withdraw, ask the platform to intervene after a rejection).
 */
export default function ReturnDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const refundSn = sp.get('refundSn') ?? '';
  const query = useRefund(refundSn);
  return (
    <CheckoutPage pageKey="returnDetail">
      {!refundSn ? (
        <Empty description={t('returns.noRefund')} data-testid="refund-none">
          <LocaleLink to="/user-center/uc-return">{t('returns.toList')}</LocaleLink>
        </Empty>
      ) : query.isError ? (
        <Alert
          type="warning"
          showIcon
          title={errorText(query.error)}
          data-testid="refund-not-found"
          action={<LocaleLink to="/user-center/uc-return">{t('returns.toList')}</LocaleLink>}
        />
      ) : (
        <QueryStatus query={query} rows={8}>
          {query.data && <RefundView refund={query.data} />}
        </QueryStatus>
      )}
    </CheckoutPage>
  );
}
