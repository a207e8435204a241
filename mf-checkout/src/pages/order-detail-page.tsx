import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { addressLine, formatDate, POINTS_PER_CENT, useLocaleStore } from '@mall/shared';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { QueryStatus, LocaleLink, useLocalePath } from '@mall/shared/ui';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, toast, Typography } from '@mall/shared/ui/lite';
import { myOrderApi, type OrderDetail, type OrderItem } from '../api/checkout-api';
import { useRefundable } from '../api/refunds';
import { CheckoutPage } from '../components/checkout-page';
import { alreadyShown, errorText } from '../components/errors';
import { useLocalDateTime } from '@mall/shared/ui/hydrated';
import { Money } from '../components/money';
import { DutyNote, RateNote } from '../components/rate-note';
import { STATUS_COLORS, STATUS_KEYS } from '../components/order-status';
import { InvoiceCard } from '../components/invoice-card';
import { NoOrderGiven } from '../components/no-order-given';
import { PayStageTag, payButtonKey } from '../components/pay-stage';
import { ShipmentView } from '../components/shipment-view';
import { NAMESPACE } from '../namespace';

function Actions({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [code, setCode] = useState('');
  const done = () => qc.invalidateQueries({ queryKey: ['checkout', 'order', order.orderNumber] });
  const onError = (err: unknown) => !alreadyShown(err) && toast.warning(errorText(err));
  const cancel = useMutation({ mutationFn: () => myOrderApi.cancel(order.orderNumber), onSuccess: done, onError });
  const receipt = useMutation({ mutationFn: () => myOrderApi.receipt(order.orderNumber, code || undefined), onSuccess: done, onError });
  const check = useMutation({
    mutationFn: () => myOrderApi.checkPickupCode(order.orderNumber, code),
    onSuccess: () => toast.success(t('order.pickupOk')),
    onError,
  });
  const payKey = payButtonKey(order);
  return (
    <Space wrap>
      {payKey && order.status !== 1 && (
        <Button type="primary" data-testid="order-pay" onClick={() => navigate(localePath(`/payment?orderNumbers=${order.orderNumber}`))}>
          {t(payKey)}
        </Button>
      )}
      {order.status === 1 && (
        <>
          <Button type="primary" data-testid="order-pay" onClick={() => navigate(localePath(`/payment?orderNumbers=${order.orderNumber}`))}>
            {t(payKey ?? 'order.pay')}
          </Button>
          <Popconfirm title={t('order.cancelConfirm')} onConfirm={() => cancel.mutate()}>
            <Button data-testid="order-cancel" loading={cancel.isPending}>
              {t('order.cancel')}
            </Button>
          </Popconfirm>
        </>
      )}
      {order.status === 3 && (
        <>
          {order.deliveryType === 'pickup' && (
            <>
              <input
                className="ml-input"
                placeholder={t('order.pickupCode')}
                aria-label={t('order.pickupCode')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                style={{ width: 160 }}
                data-testid="pickup-code"
              />
              <Button onClick={() => check.mutate()}>{t('order.checkPickup')}</Button>
            </>
          )}
          <Popconfirm
            title={t('order.receiptConfirm')}
            onConfirm={() => receipt.mutate()}
            okButtonProps={{ 'data-testid': 'receipt-ok' } as Record<string, string>}
          >
            <Button type="primary" data-testid="order-receipt" loading={receipt.isPending}>
              {t('order.confirmReceipt')}
            </Button>
          </Popconfirm>
        </>
      )}
      {order.status === 4 && (
        <LocaleLink to={`/write-comments?orderNumber=${order.orderNumber}`} data-testid="order-evaluate">
          <Button type="primary">{t('reviews.write')}</Button>
        </LocaleLink>
      )}
      <AfterSalesButton order={order} />
      {order.deliveryVisible && (
        <LocaleLink to={`/order-detail/logistics?orderNumber=${order.orderNumber}`} data-testid="order-logistics">
          {t('order.logistics')}
        </LocaleLink>
      )}
    </Space>
  );
}

/** Paid orders that are not closed may take after-sales requests (the API decides, this only shows the way). */
const AFTER_SALES_STATUSES = [2, 3, 4, 5];

/** "Apply for after-sales" for the whole order (or a line of it, chosen on the form), while the order accepts one. */
function AfterSalesButton({ order }: { order: OrderDetail }) {
  const { t } = useTranslation(NAMESPACE);
  const refundable = useRefundable(order.orderNumber, AFTER_SALES_STATUSES.includes(order.status));
  const r = refundable.data;
  if (!r || r.refusal || !(r.wholeOrder.available || r.lines.some((l) => l.available))) return null;
  return (
    <LocaleLink to={`/user-center/apply-return?orderNumber=${order.orderNumber}`} data-testid="order-apply-after-sales">
      <Button>{t('returns.apply')}</Button>
    </LocaleLink>
  );
}

/** The after-sales cell of an order line: its open request, or a way to apply for it. */
function LineAfterSales({ order, item }: { order: OrderDetail; item: OrderItem }) {
  const { t } = useTranslation(NAMESPACE);
  const refundable = useRefundable(order.orderNumber, AFTER_SALES_STATUSES.includes(order.status) || item.openRefundSn != null);
  if (item.giftOf != null) return <Tag color="magenta">{t('returns.gift')}</Tag>;
  const line = refundable.data?.lines.find((l) => l.orderItemId === item.orderItemId);
  return (
    <Space orientation="vertical" size={0}>
      {item.refundedCount > 0 && (
        <Typography.Text type="secondary" data-testid="line-refunded">
          {t('returns.refundedUnits', { count: item.refundedCount })}
        </Typography.Text>
      )}
      {item.openRefundSn ? (
        <LocaleLink to={`/return-detail?refundSn=${item.openRefundSn}`} data-testid="line-view-after-sales">
          {t('returns.view')}
        </LocaleLink>
      ) : line?.available && !refundable.data?.refusal ? (
        <LocaleLink
          to={`/user-center/apply-return?orderNumber=${order.orderNumber}&orderItemId=${item.orderItemId}`}
          data-testid="line-apply-after-sales"
        >
          {t('returns.applyLine')}
        </LocaleLink>
      ) : null}
    </Space>
  );
}

/** Order detail: status, money breakdown, terms, shipment and documents (after payment), actions. */
export default function OrderDetailPage() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  // Times are in the buyer's zone: written after hydration (the server renders in UTC). Days are days everywhere.
  const time = useLocalDateTime('—');
  const [sp] = useSearchParams();
  const orderNumber = sp.get('orderNumber') ?? '';
  const query = useQuery({
    queryKey: ['checkout', 'order', orderNumber],
    queryFn: () => myOrderApi.detail(orderNumber),
    // The answer the server wrote into the page: the first view and the hydrating render show the order.
    initialData: () => (orderNumber ? myOrderApi.peekDetail(orderNumber) : undefined),
    enabled: Boolean(orderNumber),
    retry: false,
  });
  const o = query.data;
  const inPoints = o?.orderType === 'points' ? POINTS_PER_CENT : undefined;
  return (
    <CheckoutPage pageKey="orderDetail">
      {!orderNumber ? (
        <NoOrderGiven />
      ) : query.isError ? (
        <Alert type="warning" showIcon title={errorText(query.error)} data-testid="order-not-found" />
      ) : (
        <QueryStatus query={query}>
          {o && (
            <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="order-detail" data-status={o.status}>
              <Card>
                <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12 }}>
                  <Space direction="vertical" size={2}>
                    <Typography.Text type="secondary">
                      {t('order.number')}: {o.orderNumber}
                    </Typography.Text>
                    <Space>
                      <Tag color={STATUS_COLORS[o.status]} data-testid="order-status">
                        {t(`status.${STATUS_KEYS[o.status]}`)}
                      </Tag>
                      {/* Said once: a sub-status that is the payment stage's wording is left to its tag. */}
                      {o.payStage && t(`subStatus.${o.subStatus}`) === t(`advance.stages.${o.payStage}`) ? null : (
                        <Typography.Text type="secondary" data-testid="order-sub-status" data-sub-status={o.subStatus}>
                          {t(`subStatus.${o.subStatus}`, { defaultValue: o.subStatus })}
                        </Typography.Text>
                      )}
                      <PayStageTag stage={o.payStage} />
                      {o.refundStatus && (
                        <Tag
                          color={o.refundStatus === 'inProgress' ? 'orange' : 'gold'}
                          data-testid="order-refund-status"
                          data-refund-status={o.refundStatus}
                        >
                          {t(`refund.orderLabel.${o.refundStatus}`, { ns: 'common' })}
                        </Tag>
                      )}
                    </Space>
                    {o.status === 1 && (
                      <Typography.Text type="warning">{t('order.payBefore', { time: time(o.payDeadline) })}</Typography.Text>
                    )}
                    {o.status === 6 && o.closeReason && (
                      <Typography.Text type="secondary">
                        {t(`order.closeReasons.${o.closeReason}`, { defaultValue: o.closeReason })}
                      </Typography.Text>
                    )}
                  </Space>
                  <Actions order={o} />
                </div>
              </Card>
              <Card title={o.shopName}>
                <Table
                  size="small"
                  rowKey="orderItemId"
                  aria-label={o.shopName}
                  dataSource={o.orderItems}
                  columns={[
                    { title: t('submitOrder.product'), render: (_: unknown, i: OrderItem) => `${i.prodName} · ${i.skuName}` },
                    {
                      title: t('submitOrder.price'),
                      render: (_: unknown, i: OrderItem) => <Money value={i.price} pointsPerCent={inPoints} />,
                    },
                    { title: t('submitOrder.quantity'), dataIndex: 'count' },
                    { title: t('order.shipped'), dataIndex: 'shippedCount' },
                    {
                      title: t('submitOrder.subtotal'),
                      render: (_: unknown, i: OrderItem) => <Money value={i.productTotal} pointsPerCent={inPoints} />,
                    },
                    ...(o.payTime
                      ? [
                          {
                            title: t('returns.afterSales'),
                            key: 'afterSales',
                            render: (_: unknown, i: OrderItem) => <LineAfterSales order={o} item={i} />,
                          },
                        ]
                      : []),
                  ]}
                />
              </Card>
              <Card title={t('order.money')}>
                <Descriptions size="small" data-testid="order-money">
                  {inPoints ? null : (
                    <>
                      <Descriptions.Item label={t('money.goodsTotal')}>
                        <Money value={o.goodsTotal} />
                      </Descriptions.Item>
                      <Descriptions.Item label={t('money.freight')}>
                        <Money value={o.freight} />
                      </Descriptions.Item>
                      <Descriptions.Item label={t('money.insurance')}>
                        <Money value={o.insurance} />
                      </Descriptions.Item>
                      {o.taxDetail ? (
                        <>
                          <Descriptions.Item label={t('money.importDuty')}>
                            <Money value={o.taxDetail.duty} testId="order-import-duty" />
                          </Descriptions.Item>
                          <Descriptions.Item label={t('money.importTax')}>
                            <Money value={o.taxDetail.tax} testId="order-import-tax" />
                          </Descriptions.Item>
                        </>
                      ) : (
                        <Descriptions.Item label={t('money.taxes')}>
                          <Money value={o.taxes} />
                        </Descriptions.Item>
                      )}
                      <Descriptions.Item label={t('money.discount')}>
                        -<Money value={o.memberDiscount + o.couponDiscount + o.amountAdjustment} />
                      </Descriptions.Item>
                      <Descriptions.Item label={t('money.points')}>
                        {o.pointsUsed} (-
                        <Money value={o.pointsAmount} />)
                      </Descriptions.Item>
                    </>
                  )}
                  <Descriptions.Item label={t('money.payable')}>
                    <Money value={o.actualTotal} testId="order-payable" pointsPerCent={inPoints} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('money.paid')}>
                    <Money value={o.paidAmount} testId="order-paid" pointsPerCent={inPoints} />
                  </Descriptions.Item>
                  <Descriptions.Item label={t('money.payMethod')}>
                    {o.payType == null ? '—' : t(`payTypes.${o.payType}`, { defaultValue: String(o.payType) })}
                  </Descriptions.Item>
                  {o.gatewayRefunds?.map((g) => (
                    <Descriptions.Item key={g.paymentId} label={t('sandbox.refundNo')}>
                      <span data-testid="gateway-refund">
                        {g.refundNo} · <Money value={g.amount} />{' '}
                        <Typography.Text type="secondary">
                          {t('sandbox.refunded', { method: t(`payTypes.${g.payType}`, { defaultValue: String(g.payType) }) })}
                        </Typography.Text>
                      </span>
                    </Descriptions.Item>
                  ))}
                  {o.paybacks?.map((b, i) => (
                    <Descriptions.Item key={`payback-${i}`} label={t('returns.payouts')}>
                      <span data-testid="order-payback" data-status={b.status}>
                        <Money value={b.amount} /> · {t(`payTypes.${b.payType}`, { defaultValue: String(b.payType) })} ·{' '}
                        {t(`refund.payout.${b.status}`, { ns: 'common' })}
                        {b.refundNo ? ` · ${b.refundNo}` : ''}
                      </span>
                    </Descriptions.Item>
                  ))}
                  {o.advanceAmount != null && (
                    <Descriptions.Item label={t('advance.advance')}>
                      <span data-testid="money-advance">
                        <Money value={o.advanceAmount} />{' '}
                        <Typography.Text type="secondary">
                          {o.advancePaidAt ? t('advance.paidAt', { time: time(o.advancePaidAt) }) : t('advance.notPaid')}
                        </Typography.Text>
                      </span>
                    </Descriptions.Item>
                  )}
                  {o.finalAmount != null && (
                    <Descriptions.Item label={t('advance.final')}>
                      <span data-testid="money-final">
                        {o.payStage === 'awaitingAdvance' || o.payStage === 'advancePaid' ? (
                          <>
                            <Money value={o.finalAmount} />{' '}
                            <Typography.Text type="secondary">({t('advance.finalToConfirm')})</Typography.Text>
                          </>
                        ) : (
                          <>
                            <Money value={o.finalAmount} />{' '}
                            <Typography.Text type="secondary">
                              {o.finalPaidAt ? t('advance.paidAt', { time: time(o.finalPaidAt) }) : t('advance.notPaid')}
                            </Typography.Text>
                          </>
                        )}
                      </span>
                    </Descriptions.Item>
                  )}
                </Descriptions>
                {o.taxDetail && <DutyNote dutyBp={o.taxDetail.dutyBp} taxBp={o.taxDetail.taxBp} asOf={o.taxDetail.asOf} />}
                <RateNote />
              </Card>
              <Card title={t('order.terms')}>
                <Descriptions size="small">
                  <Descriptions.Item label={t('submitOrder.tradeTerm')}>
                    <span data-testid="order-trade-term">
                      {o.tradeTerm} · {t(`submitOrder.termShort.${o.tradeTerm}`, { defaultValue: '' })}
                    </span>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('submitOrder.exportMode')}>{t(`submitOrder.exportModes.${o.exportMode}`)}</Descriptions.Item>
                  <Descriptions.Item label={t('submitOrder.deliveryService')}>
                    {t(`submitOrder.deliveryTypes.${o.deliveryType}`)}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('order.dispatchDate')}>
                    <span data-testid="order-dispatch-date">{formatDate(o.dispatchDate, locale) || '—'}</span>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('order.createTime')}>{time(o.createTime)}</Descriptions.Item>
                  <Descriptions.Item label={t('order.payTime')}>{time(o.payTime)}</Descriptions.Item>
                  {/* The shipped date is the customs release date (spec section 4): a day, not a time of it. */}
                  <Descriptions.Item label={t('order.shipTime')}>
                    {o.shipTime ? formatDate(o.shipTime.slice(0, 10), locale) : '—'}
                  </Descriptions.Item>
                  <Descriptions.Item label={t('submitOrder.remarks')}>{o.remarks || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('submitOrder.buyerMessage')}>{o.buyerMessage || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('order.address')} span={3}>
                    {o.addr.receiver} {o.addr.mobile} — {addressLine(o.addr)} {o.addr.postCode}
                  </Descriptions.Item>
                </Descriptions>
              </Card>
              {o.deliveryVisible ? (
                <>
                  {o.pickupCode && <Alert type="info" showIcon title={t('order.yourPickupCode', { code: o.pickupCode })} />}
                  <ShipmentView batches={o.batches} customs={o.customs} />
                </>
              ) : (
                <Alert type="info" title={t('order.deliveryAfterPayment')} />
              )}
              <InvoiceCard order={o} />
            </Space>
          )}
        </QueryStatus>
      )}
    </CheckoutPage>
  );
}
