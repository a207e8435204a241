import { memo } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { paymentDue, POINTS_PER_CENT, useMoney, type PaymentDue } from '@mall/shared';
import { LocaleLink } from '@mall/shared/ui';
import { Button, Card, Popconfirm, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { OrderThumb } from './order-thumb';
import { useLocalDateTime } from '@mall/shared/ui/hydrated';
import { NAMESPACE } from '../../namespace';
import { useLiteFeedback } from '../lite-feedback';
import { useCancelOrder, useConfirmReceipt, useRemoveOrder } from '../../api/orders';
import { lineAcceptsAfterSales, STATUS_KEY, type OrderSummary } from './order-states';

const COLORS: Record<number, string> = { 1: 'orange', 2: 'blue', 3: 'cyan', 4: 'purple', 5: 'green', 6: 'default' };
const PAY_KEYS: Record<PaymentDue, string> = { full: 'orders.pay', advance: 'orderActions.payAdvance', final: 'orderActions.payFinal' };
/** Completed and canceled orders can leave the list. */
const DELETABLE = [5, 6];

/**
 * One order in the list: shop, lines, amount, status and what the buyer can do now. Light kit, so
 * the orders page loads no antd (issue 19). Memoised: the page re-renders on a tab or page change
 * while the cards' orders (kept by the query's structural sharing) are the same.
 */
export const OrderCard = memo(function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const when = useLocalDateTime();
  const feedback = useLiteFeedback();
  const money = useMoney();
  // mutateAsync, not mutate's callbacks: the card may leave the list (the lists are read again)
  // before the action settles, and a callback of an unmounted card would never run.
  const settle = (run: Promise<unknown>, done?: () => void) => void run.then(done, feedback.failed);
  const cancel = useCancelOrder();
  const receipt = useConfirmReceipt();
  const remove = useRemoveOrder();
  const detail = `/order-detail?orderNumber=${order.orderNumber}`;
  const due = paymentDue(order);
  return (
    <Card
      size="small"
      data-testid="uc-order"
      data-order-number={order.orderNumber}
      data-status={order.status}
      title={
        <Space>
          <span>{order.shopName}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('orders.number')}: {[order.orderNumber, when(order.createTime)].filter(Boolean).join(' · ')}
          </Typography.Text>
        </Space>
      }
      extra={
        <>
          {order.refundStatus && order.refundStatus !== 'full' && (
            <Tag color="gold" data-testid="uc-order-refund-status">
              {t(`refund.orderLabel.${order.refundStatus}`, { ns: 'common' })}
            </Tag>
          )}
          <Tag color={COLORS[order.status]}>{t(`orders.status.${STATUS_KEY[order.status]}`)}</Tag>
        </>
      }
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
        <Space orientation="vertical" size={8} style={{ flex: 1, minWidth: 240 }}>
          {order.orderItems.map((i) => (
            <div key={i.orderItemId} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
              <OrderThumb src={i.pic} />
              <div>
                <div>{i.prodName}</div>
                <Typography.Text type="secondary">
                  {i.skuName} × {i.count}
                </Typography.Text>
                <div>
                  {i.openRefundSn ? (
                    <LocaleLink to={`/return-detail?refundSn=${i.openRefundSn}`} data-testid="uc-order-view-after-sales">
                      {t('returns.viewAfterSales')}
                    </LocaleLink>
                  ) : (
                    lineAcceptsAfterSales(order, i) && (
                      <LocaleLink
                        to={`/user-center/apply-return?orderNumber=${order.orderNumber}&orderItemId=${i.orderItemId}`}
                        data-testid="uc-order-apply-after-sales"
                      >
                        {t('returns.applyForAfterSales')}
                      </LocaleLink>
                    )
                  )}
                </div>
              </div>
            </div>
          ))}
        </Space>
        <Space orientation="vertical" align="end">
          <Typography.Text strong>
            {/* A points-mall order cost points, not money. */}
            {order.orderType === 'points'
              ? t('collection.points', { count: order.actualTotal * POINTS_PER_CENT })
              : money(order.actualTotal)}
          </Typography.Text>
          <Space wrap>
            {due && (
              <LocaleLink to={`/payment?orderNumbers=${order.orderNumber}`} data-testid="uc-order-pay" data-due={due}>
                <Button type="primary" size="small" tabIndex={-1}>
                  {t(PAY_KEYS[due])}
                </Button>
              </LocaleLink>
            )}
            {order.status === 1 && (
              <>
                <Popconfirm title={t('orders.cancelConfirm')} onConfirm={() => settle(cancel.mutateAsync(order.orderNumber))}>
                  <Button size="small" loading={cancel.isPending}>
                    {t('orders.cancel')}
                  </Button>
                </Popconfirm>
              </>
            )}
            {order.status === 3 && (
              <Popconfirm title={t('orders.receiptConfirm')} onConfirm={() => settle(receipt.mutateAsync(order.orderNumber))}>
                <Button type="primary" size="small" loading={receipt.isPending}>
                  {t('orders.confirmReceipt')}
                </Button>
              </Popconfirm>
            )}
            {order.status === 4 && (
              <LocaleLink to={`/write-comments?orderNumber=${order.orderNumber}`} data-testid="uc-order-evaluate">
                <Button type="primary" size="small">
                  {t('comments.evaluate')}
                </Button>
              </LocaleLink>
            )}
            {DELETABLE.includes(order.status) && (
              <Popconfirm
                title={t('orderActions.deleteConfirm')}
                onConfirm={() => settle(remove.mutateAsync(order.orderNumber), () => feedback.done('orderActions.deleted'))}
                okButtonProps={{ 'data-testid': 'uc-order-delete-ok', danger: true }}
              >
                <Button size="small" danger loading={remove.isPending} data-testid="uc-order-delete">
                  {t('orderActions.delete')}
                </Button>
              </Popconfirm>
            )}
            <LocaleLink to={detail} data-testid="uc-order-detail">
              {t('orders.detail')}
            </LocaleLink>
          </Space>
        </Space>
      </div>
    </Card>
  );
});
