import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { PAY_TYPES, uploadFile } from '@mall/shared';
import { LocaleLink, QueryStatus, useLocalePath } from '@mall/shared/ui';
import { Alert, Button, Card, Descriptions, Radio, Result, Space, toast, Typography } from '@mall/shared/ui/lite';
import { orderApi, uploadApi, type PayResult } from '../api/checkout-api';
import { CheckoutPage } from '../components/checkout-page';
import { LazyGatewayPanel, preloadGatewayPanel } from '../components/gateway-panel-lazy';
import { mmss, useRemaining } from '../components/countdown';
import { alreadyShown, errorText } from '../components/errors';
import { useHydrated } from '@mall/shared/ui/hydrated';
import { Money, useMoney } from '../components/money';
import { RateNote } from '../components/rate-note';
import { NoOrderGiven } from '../components/no-order-given';
import { NAMESPACE } from '../namespace';

const METHODS = [
  { type: PAY_TYPES.balance, key: 'balance' },
  { type: PAY_TYPES.points, key: 'points' },
  { type: PAY_TYPES.alipay, key: 'alipay' },
  { type: PAY_TYPES.wechat, key: 'wechat' },
  { type: PAY_TYPES.paypal, key: 'paypal' },
  { type: PAY_TYPES.paypalCard, key: 'paypalCard' },
  { type: PAY_TYPES.offline, key: 'offline' },
] as const;
const GATEWAY = [PAY_TYPES.alipay, PAY_TYPES.wechat, PAY_TYPES.paypal, PAY_TYPES.paypalCard] as number[];

/** The offline transfer's voucher: a picture or PDF, uploaded when picked (the upload service's signed PUT). */
function VoucherUpload({ onUploaded }: { onUploaded: (fileKey: string | null) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; state: 'uploading' | 'done' | 'error'; error?: string } | null>(null);
  const upload = async (f: File) => {
    setFile({ name: f.name, state: 'uploading' });
    onUploaded(null);
    try {
      const { fileKey, uploadUrl } = await uploadApi.uploadUrl(f, 'pay-voucher');
      await uploadFile(uploadUrl, f);
      onUploaded(fileKey);
      setFile({ name: f.name, state: 'done' });
    } catch (err) {
      setFile({ name: f.name, state: 'error', error: alreadyShown(err) ? undefined : errorText(err) });
    }
  };
  return (
    <Space wrap>
      <input
        ref={input}
        type="file"
        hidden
        accept="image/*,application/pdf"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void upload(f);
        }}
      />
      <Button data-testid="voucher-upload" loading={file?.state === 'uploading'} onClick={() => input.current?.click()}>
        {t('payment.uploadVoucher')}
      </Button>
      {file && (
        <Typography.Text type={file.state === 'error' ? 'danger' : undefined} data-testid="voucher-file" data-state={file.state}>
          {file.name}
          {file.error ? ` — ${file.error}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}

/** Checkout counter (spec section 9 methods): balance, points, offline transfer, and the sandbox gateway. */
export default function PaymentPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp] = useSearchParams();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const qc = useQueryClient();
  const orderNumbers = sp.get('orderNumbers') ?? '';
  const info = useQuery({
    queryKey: ['checkout', 'payInfo', orderNumbers],
    queryFn: () => orderApi.payInfo(orderNumbers),
    // The answer the server wrote into the page: the first view and the hydrating render show these orders.
    initialData: () => (orderNumbers ? orderApi.peekPayInfo(orderNumbers) : undefined),
    enabled: Boolean(orderNumbers),
  });
  const [payType, setPayType] = useState<number>(PAY_TYPES.balance);
  const [payment, setPayment] = useState<PayResult | null>(null);
  const [voucher, setVoucher] = useState<string | null>(null);
  const [awaitingMerchant, setAwaitingMerchant] = useState(false);
  const left = useRemaining(info.data?.payDeadline, info.data?.serverTime);
  // The countdown reads the browser's clock: shown (and the deadline judged) only after hydration,
  // so the server's markup and the hydrating render are the same.
  const hydrated = useHydrated();
  const money = useMoney();
  // A top-up or a membership returns to its own page in the user centre.
  const bought = info.data?.orders.find((o) => o.orderType === 'recharge' || o.orderType === 'membership')?.orderType;
  const successPath = `/payment/success?orderNumbers=${orderNumbers}${bought ? `&for=${bought}` : ''}`;
  const methods = METHODS.filter((m) => !info.data?.payTypes || info.data.payTypes.includes(m.type));
  // Points-mall orders are paid in points: their amount is shown as the points it costs.
  const inPoints =
    info.data?.orders.length && info.data.orders.every((o) => o.orderType === 'points') ? info.data.pointsPerCent : undefined;
  useEffect(() => {
    // The first method these orders accept (a top-up cannot be paid from the balance).
    if (methods.length && !methods.some((m) => m.type === payType)) setPayType(methods[0]!.type);
  }, [methods, payType]);

  const pay = useMutation({
    mutationFn: () =>
      orderApi.pay({
        orderNumbers,
        payType,
        returnUrl: localePath('/payment/success') as string,
        ...(payType === PAY_TYPES.offline ? { voucher: voucher ?? undefined } : {}),
      }),
    onSuccess: (res) => {
      if (res.status === 1) return navigate(localePath(successPath), { replace: true });
      if (res.status === 4) return setAwaitingMerchant(true);
      setPayment(res);
    },
    onError: (err) => {
      if (!alreadyShown(err)) toast.warning(errorText(err));
      void qc.invalidateQueries({ queryKey: ['checkout', 'payInfo', orderNumbers] });
    },
  });

  // While a gateway payment is open, poll its status (the sandbox notice marks it paid).
  const status = useQuery({
    queryKey: ['checkout', 'payStatus', payment?.paymentId],
    queryFn: () => orderApi.payStatus(payment!.paymentId),
    enabled: Boolean(payment),
    refetchInterval: 2000,
  });
  useEffect(() => {
    if (status.data?.paid) navigate(localePath(successPath), { replace: true });
  }, [status.data?.paid, navigate, localePath, successPath]);

  const data = info.data;
  // Only unpaid orders have a deadline (a final payment has none: payDeadline is null then).
  const expired =
    data?.orders.some((o) => o.status === 6 && o.closeReason === 'expired') ||
    (hydrated && data && data.payDeadline != null && data.totalAmount > 0 && left <= 0 && !data.allPaid);
  // Two-part payments: say which part each order is paying now.
  const partial = data?.orders.some((o) => o.part === 'advance' || o.part === 'final');
  const advanceWaiting = data?.orders.some((o) => o.payStage === 'advancePaid');
  return (
    <CheckoutPage pageKey="payment">
      {!orderNumbers ? (
        <NoOrderGiven />
      ) : (
        <QueryStatus query={info}>
          {data?.allPaid ? (
            <Result
              status="success"
              title={<span data-testid="already-paid">{advanceWaiting ? t('advance.advancePaidWait') : t('payment.alreadyPaid')}</span>}
              extra={<LocaleLink to="/user-center/uc-order">{t('payment.myOrders')}</LocaleLink>}
            />
          ) : expired ? (
            <Result
              status="warning"
              title={t('payment.orderExpired')}
              data-testid="order-expired"
              extra={<LocaleLink to="/cart">{t('payment.backToCart')}</LocaleLink>}
            />
          ) : awaitingMerchant ? (
            <Result
              status="info"
              title={t('payment.offlineSubmitted')}
              data-testid="offline-submitted"
              extra={<LocaleLink to="/user-center/uc-order">{t('payment.myOrders')}</LocaleLink>}
            />
          ) : data ? (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <Card>
                <Descriptions
                  size="small"
                  items={[
                    // An order paid in parts is named once, on its part's row.
                    ...(partial
                      ? []
                      : [{ key: 'orders', label: t('payment.orders'), children: data.orders.map((o) => o.orderNumber).join(', ') }]),
                    ...(partial
                      ? data.orders
                          .filter((o) => o.part)
                          .map((o) => ({
                            key: `part-${o.orderNumber}`,
                            label: o.orderNumber,
                            children: (
                              <span data-testid="pay-part" data-part={o.part}>
                                {t(`advance.parts.${o.part}`)}: <Money value={o.amountDue} />
                                {o.part !== 'full' && (
                                  <Typography.Text type="secondary">
                                    {' '}
                                    ({t('money.payable')} <Money value={o.actualTotal} />)
                                  </Typography.Text>
                                )}
                              </span>
                            ),
                          }))
                      : []),
                    {
                      key: 'amount',
                      label: t('payment.amount'),
                      children: (
                        <>
                          <Typography.Text strong style={{ fontSize: 20 }}>
                            <Money value={data.totalAmount} testId="pay-amount" pointsPerCent={inPoints} />
                          </Typography.Text>
                          {inPoints ? null : <RateNote chargedMinor={data.totalAmount} />}
                        </>
                      ),
                    },
                    ...(data.payDeadline
                      ? [
                          {
                            key: 'deadline',
                            label: t('payment.payWithin'),
                            children: <span data-testid="pay-countdown">{hydrated ? mmss(left) : '--:--'}</span>,
                          },
                        ]
                      : []),
                  ]}
                />
              </Card>
              <Card title={t('payment.method')}>
                <Radio.Group
                  value={payType}
                  onChange={(e) => {
                    const next = e.target.value as number;
                    if (GATEWAY.includes(next)) preloadGatewayPanel();
                    setPayType(next);
                    setPayment(null);
                  }}
                  aria-label={t('payment.method')}
                  data-testid="pay-methods"
                >
                  <Space direction="vertical" style={{ alignItems: 'flex-start' }}>
                    {methods.map((m) => (
                      <Radio key={m.type} value={m.type} data-testid={`pay-${m.key}`}>
                        {t(`payment.methods.${m.key}`)}
                        {m.type === PAY_TYPES.balance && (
                          <Typography.Text type="secondary">
                            {' '}
                            — {t('payment.currentBalance')} <Money value={data.balance} testId="current-balance" />
                          </Typography.Text>
                        )}
                        {m.type === PAY_TYPES.points && (
                          <Typography.Text type="secondary">
                            {' '}
                            — {t('payment.pointsNeeded', { need: data.totalAmount * data.pointsPerCent, have: data.points })}
                          </Typography.Text>
                        )}
                        {GATEWAY.includes(m.type) && (
                          <Typography.Text type="warning" data-testid="sandbox-label">
                            {' '}
                            ({t('sandbox.label')})
                          </Typography.Text>
                        )}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
                {payType === PAY_TYPES.offline && (
                  <div style={{ marginTop: 16 }}>
                    <Typography.Paragraph>{t('payment.offlineHint')}</Typography.Paragraph>
                    <VoucherUpload onUploaded={setVoucher} />
                  </div>
                )}
              </Card>
              {status.data?.refund && payment && (
                <Alert
                  type="warning"
                  showIcon
                  data-testid="gateway-refunded"
                  message={t('sandbox.refundedNotice', {
                    amount: money(status.data.refund.amount),
                    method: t(`payment.methods.${METHODS.find((m) => m.type === payment.payType)?.key ?? 'alipay'}`),
                    refundNo: status.data.refund.refundNo,
                  })}
                />
              )}
              {payment && GATEWAY.includes(payment.payType) && (
                <LazyGatewayPanel payment={payment} onRefresh={() => pay.mutate()} refreshing={pay.isPending} />
              )}
              <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
                <Button
                  type="primary"
                  size="large"
                  data-testid="pay-now"
                  loading={pay.isPending}
                  disabled={payType === PAY_TYPES.offline && !voucher}
                  onClick={() => pay.mutate()}
                  onPointerEnter={() => GATEWAY.includes(payType) && preloadGatewayPanel()}
                  onFocus={() => GATEWAY.includes(payType) && preloadGatewayPanel()}
                >
                  {payment ? t('payment.newCode') : t('payment.payNow')}
                </Button>
              </div>
            </Space>
          ) : null}
        </QueryStatus>
      )}
    </CheckoutPage>
  );
}
