import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Row,
  Select,
  Space,
  Steps,
  Table,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { COMMON_NS, MERCHANT_MESSAGE_LONG, POINTS_STEP } from '@mall/shared';
import { pointsUseSchema, type InvoiceRequest, type InvoiceRequestInput } from '@mall/shared/schemas';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { addAddress, addressKeys, updateAddress, useAddresses, type Address, type AddressInput } from '../api/addresses';
import { orderApi, type OrderParams } from '../api/checkout-api';
import { cartKeys } from '../api/cart';
import cartService from '../cart-service';
import { AddressFormModal } from '@mall/shared/ui/address-form';
import { CheckoutPage } from '../components/checkout-page';
import { alreadyShown, errorText } from '../components/errors';
import { EMPTY_INVOICE, InvoiceFields, readInvoice } from '../components/invoice-form';
import { Money } from '../components/money';
import { NAMESPACE } from '../namespace';

const TRADE_TERMS = ['EXW', 'FOB', 'CIF', 'DDP'] as const;

/** What to settle, from the URL: cart lines (?basketIds=1,2) or buy now (?prodId&skuId&count). */
function useSelection(): Pick<OrderParams, 'basketIds' | 'orderItem'> | null {
  const [sp] = useSearchParams();
  return useMemo(() => {
    const basketIds = (sp.get('basketIds') ?? '')
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
    if (basketIds.length) return { basketIds };
    const prodId = Number(sp.get('prodId'));
    const skuId = Number(sp.get('skuId'));
    const count = Number(sp.get('count') ?? '1');
    if (prodId > 0 && skuId > 0 && Number.isInteger(count) && count > 0) return { orderItem: { prodId, skuId, count } };
    return null;
  }, [sp]);
}

/** Order submission in three steps: select products (the cart), confirm order information, pay. */
export default function SubmitOrderPage() {
  const { t } = useTranslation(NAMESPACE);
  const { t: tc } = useTranslation(COMMON_NS);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const qc = useQueryClient();
  const selection = useSelection();
  // One key per visit of this page: a double click or a retry cannot make a second order.
  const [uuid] = useState(() => crypto.randomUUID());

  const [addrId, setAddrId] = useState<number | undefined>();
  const [couponIds, setCouponIds] = useState<number[]>([]);
  const [usePoints, setUsePoints] = useState(0);
  const [insurance, setInsurance] = useState(false);
  const [deliveryType, setDeliveryType] = useState<'express' | 'pickup'>('express');
  const [exportMode, setExportMode] = useState<'selfOperatedExport' | 'convenientDelivery'>('selfOperatedExport');
  const [tradeTerm, setTradeTerm] = useState<(typeof TRADE_TERMS)[number]>('EXW');
  const [notes, setNotes] = useState<Record<number, { remarks: string; buyerMessage: string }>>({});
  const [agreed, setAgreed] = useState(false);
  const [editing, setEditing] = useState<Address | null | 'new'>(null);
  const [wantsInvoice, setWantsInvoice] = useState(false);
  const [invoiceForm] = Form.useForm<InvoiceRequestInput>();

  const pointsError = pointsUseSchema.safeParse(usePoints).success ? null : tc('validation.pointsStep');
  const addresses = useAddresses();
  const chosenAddr = addrId ?? addresses.data?.find((a) => a.commonAddr)?.addrId ?? addresses.data?.[0]?.addrId;
  const params: OrderParams | null =
    selection && chosenAddr
      ? {
          ...selection,
          addrId: chosenAddr,
          couponIds,
          usePoints: pointsError ? 0 : usePoints,
          insurance,
          deliveryType,
          exportMode,
          tradeTerm,
        }
      : null;
  const confirm = useQuery({
    queryKey: ['checkout', 'confirm', params],
    queryFn: () => orderApi.confirm(params!),
    enabled: Boolean(params),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const saveAddress = useMutation({
    mutationFn: (value: AddressInput) => (editing && editing !== 'new' ? updateAddress(editing.addrId, value) : addAddress(value)),
    onSuccess: async (saved) => {
      setEditing(null);
      setAddrId(saved.addrId);
      await qc.invalidateQueries({ queryKey: addressKeys.all });
    },
    onError: (err) => !alreadyShown(err) && message.warning(errorText(err)),
  });

  const submit = useMutation({
    mutationFn: (invoice: InvoiceRequest | undefined) =>
      orderApi.submit({
        ...params!,
        uuid,
        tradingRulesAgreed: agreed,
        orderShopParams: Object.entries(notes).map(([shopId, n]) => ({ shopId: Number(shopId), ...n })),
        ...(invoice ? { invoice } : {}),
      }),
    onSuccess: async ({ orderNumbers }) => {
      void qc.invalidateQueries({ queryKey: cartKeys.all });
      void cartService.refresh();
      navigate(localePath(`/payment?orderNumbers=${orderNumbers.join(',')}`), { replace: true });
    },
    onError: (err) => !alreadyShown(err) && message.warning(errorText(err)),
  });

  const onSubmit = async () => {
    if (!agreed) return void message.warning(tc('validation.tradingRulesRequired'));
    if (pointsError) return void message.warning(pointsError);
    let invoice: InvoiceRequest | undefined;
    if (wantsInvoice) {
      try {
        invoice = await readInvoice(invoiceForm);
      } catch {
        return; // the invoice fields show what is wrong
      }
    }
    submit.mutate(invoice);
  };

  const data = confirm.data;
  const steps = (
    <Steps
      data-testid="submit-order-steps"
      current={1}
      items={[{ title: t('submitOrder.steps.select') }, { title: t('submitOrder.steps.confirm') }, { title: t('submitOrder.steps.pay') }]}
      style={{ marginBottom: 24 }}
    />
  );
  if (!selection)
    return (
      <CheckoutPage pageKey="submitOrder">
        {steps}
        <Empty description={t('submitOrder.nothing')} />
      </CheckoutPage>
    );

  return (
    <CheckoutPage pageKey="submitOrder">
      {steps}
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Card
          title={t('submitOrder.address')}
          extra={
            <Button onClick={() => setEditing('new')} data-testid="address-add">
              {t('address.add')}
            </Button>
          }
        >
          <QueryStatus query={addresses}>
            {addresses.data?.length ? (
              <Radio.Group value={chosenAddr} onChange={(e) => setAddrId(e.target.value as number)} style={{ width: '100%' }}>
                <Space direction="vertical" style={{ width: '100%' }}>
                  {addresses.data.map((a) => (
                    <Flex key={a.addrId} justify="space-between" align="center" data-testid="address-option">
                      <Radio value={a.addrId}>
                        <strong>{a.receiver}</strong> {a.mobile} — {[a.province, a.city, a.area, a.addr].filter(Boolean).join(' ')}{' '}
                        {a.postCode}
                        {a.commonAddr ? <Typography.Text type="success"> ({t('address.isDefault')})</Typography.Text> : null}
                      </Radio>
                      <Button type="link" onClick={() => setEditing(a)}>
                        {t('address.edit')}
                      </Button>
                    </Flex>
                  ))}
                </Space>
              </Radio.Group>
            ) : (
              <Alert type="info" title={t('address.none')} />
            )}
          </QueryStatus>
        </Card>

        <Card title={t('submitOrder.delivery')}>
          <Row gutter={[24, 16]}>
            <Col xs={24} md={8}>
              <Typography.Text type="secondary">{t('submitOrder.deliveryService')}</Typography.Text>
              <div>
                <Radio.Group
                  value={deliveryType}
                  onChange={(e) => setDeliveryType(e.target.value as 'express')}
                  data-testid="delivery-type"
                >
                  <Radio value="express">{t('submitOrder.deliveryTypes.express')}</Radio>
                  <Radio value="pickup">{t('submitOrder.deliveryTypes.pickup')}</Radio>
                </Radio.Group>
              </div>
            </Col>
            <Col xs={24} md={8}>
              <Typography.Text type="secondary">{t('submitOrder.exportMode')}</Typography.Text>
              <div>
                <Radio.Group value={exportMode} onChange={(e) => setExportMode(e.target.value as 'selfOperatedExport')}>
                  <Radio value="selfOperatedExport">{t('submitOrder.exportModes.selfOperatedExport')}</Radio>
                  <Radio value="convenientDelivery">{t('submitOrder.exportModes.convenientDelivery')}</Radio>
                </Radio.Group>
              </div>
            </Col>
            <Col xs={24} md={8}>
              <Typography.Text type="secondary">{t('submitOrder.tradeTerm')}</Typography.Text>
              <div>
                <Select
                  aria-label={t('submitOrder.tradeTerm')}
                  value={tradeTerm}
                  onChange={setTradeTerm}
                  options={TRADE_TERMS.map((v) => ({ value: v, label: v }))}
                  style={{ width: 160 }}
                />
              </div>
            </Col>
          </Row>
        </Card>

        {confirm.isError && <Alert type="warning" showIcon title={errorText(confirm.error)} data-testid="confirm-error" />}
        {!chosenAddr && addresses.isSuccess && <Alert type="info" showIcon title={t('address.required')} />}

        {data?.shopOrders.map((o) => (
          <Card key={o.shopId} title={o.shopName} data-testid="submit-shop">
            <Table
              size="small"
              pagination={false}
              rowKey={(l) => `${l.skuId}`}
              dataSource={o.lines}
              columns={[
                { title: t('submitOrder.product'), render: (_, l) => `${l.prodName} · ${l.skuName}` },
                { title: t('submitOrder.price'), render: (_, l) => <Money value={l.price} /> },
                { title: t('submitOrder.quantity'), dataIndex: 'count' },
                { title: t('submitOrder.subtotal'), render: (_, l) => <Money value={l.productTotal} /> },
              ]}
            />
            <Row gutter={16} style={{ marginTop: 12 }}>
              <Col xs={24} md={12}>
                <Input
                  aria-label={t('submitOrder.remarks')}
                  placeholder={t('submitOrder.remarks')}
                  maxLength={MERCHANT_MESSAGE_LONG}
                  value={notes[o.shopId]?.remarks ?? ''}
                  onChange={(e) =>
                    setNotes({ ...notes, [o.shopId]: { buyerMessage: notes[o.shopId]?.buyerMessage ?? '', remarks: e.target.value } })
                  }
                />
              </Col>
              <Col xs={24} md={12}>
                <Input
                  aria-label={t('submitOrder.buyerMessage')}
                  placeholder={t('submitOrder.buyerMessage')}
                  maxLength={MERCHANT_MESSAGE_LONG}
                  value={notes[o.shopId]?.buyerMessage ?? ''}
                  onChange={(e) =>
                    setNotes({ ...notes, [o.shopId]: { remarks: notes[o.shopId]?.remarks ?? '', buyerMessage: e.target.value } })
                  }
                />
              </Col>
            </Row>
            <Flex justify="flex-end" gap={24} style={{ marginTop: 12 }}>
              <span>
                {t('money.freight')}: <Money value={o.freight} testId="shop-freight" />
              </span>
              <span>
                {t('money.payable')}: <Money value={o.actualTotal} />
              </span>
            </Flex>
          </Card>
        ))}

        {data && (
          <Card title={t('submitOrder.benefits')}>
            <Space direction="vertical" style={{ width: '100%' }}>
              {data.member.paid && <Alert type="success" title={t('submitOrder.memberBenefits', { pct: 100 - data.member.discountPct })} />}
              <div>
                <Typography.Text type="secondary">{t('submitOrder.coupons')}</Typography.Text>
                <div>
                  {data.coupons.length ? (
                    <Checkbox.Group value={couponIds} onChange={(v) => setCouponIds(v as number[])}>
                      <Space direction="vertical">
                        {data.coupons.map((c) => (
                          <Checkbox key={c.userCouponId} value={c.userCouponId}>
                            {c.name}
                            {c.exclusive ? <Typography.Text type="warning"> ({t('submitOrder.exclusive')})</Typography.Text> : null}
                          </Checkbox>
                        ))}
                      </Space>
                    </Checkbox.Group>
                  ) : (
                    <Typography.Text type="secondary">{t('submitOrder.noCoupons')}</Typography.Text>
                  )}
                </div>
              </div>
              <Space wrap>
                <span>{t('submitOrder.points', { points: data.userPoints, step: POINTS_STEP })}</span>
                <InputNumber
                  data-testid="use-points"
                  aria-label={t('submitOrder.points', { points: data.userPoints, step: POINTS_STEP })}
                  min={0}
                  step={POINTS_STEP}
                  precision={0}
                  value={usePoints}
                  status={pointsError ? 'error' : undefined}
                  onChange={(v) => setUsePoints(typeof v === 'number' ? v : 0)}
                />
                {pointsError && <Typography.Text type="danger">{pointsError}</Typography.Text>}
              </Space>
              <Checkbox checked={insurance} onChange={(e) => setInsurance(e.target.checked)}>
                {t('submitOrder.insurance')}
              </Checkbox>
            </Space>
          </Card>
        )}

        {data && (
          <Card title={t('invoice.title')} data-testid="submit-invoice">
            <Checkbox checked={wantsInvoice} onChange={(e) => setWantsInvoice(e.target.checked)} data-testid="invoice-wanted">
              {t('invoice.atSubmit')}
            </Checkbox>
            {wantsInvoice && (
              <Form form={invoiceForm} layout="vertical" initialValues={EMPTY_INVOICE} style={{ marginTop: 16, maxWidth: 560 }}>
                <InvoiceFields form={invoiceForm} />
              </Form>
            )}
          </Card>
        )}

        {data && (
          <Card>
            <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="order-totals">
              <Descriptions.Item label={t('money.goodsTotal')}>
                <Money value={data.totals.goodsTotal} />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.freight')}>
                <Money value={data.totals.freight} testId="total-freight" />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.memberDiscount')}>
                -<Money value={data.totals.memberDiscount} testId="total-member-discount" />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.couponDiscount')}>
                -<Money value={data.totals.couponDiscount} testId="total-coupon-discount" />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.insurance')}>
                <Money value={data.totals.insurance} />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.taxes')}>
                <Money value={data.totals.taxes} />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.points')}>
                -<Money value={data.totals.pointsAmount} />
              </Descriptions.Item>
              <Descriptions.Item label={t('money.payable')}>
                <Typography.Text strong style={{ fontSize: 18 }}>
                  <Money value={data.totals.actualTotal} testId="total-payable" />
                </Typography.Text>
              </Descriptions.Item>
            </Descriptions>
            <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
              <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="trading-rules">
                {t('submitOrder.tradingRules')}
              </Checkbox>
              <Button
                type="primary"
                size="large"
                loading={submit.isPending}
                onClick={() => void onSubmit()}
                data-testid="submit-order"
                disabled={!data || confirm.isFetching}
              >
                {t('submitOrder.submit')}
              </Button>
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              {t('submitOrder.payWithin', { minutes: Math.round(data.payTimeoutMs / 60000) })}
            </Typography.Paragraph>
          </Card>
        )}
      </Space>

      <AddressFormModal
        open={editing !== null}
        initial={editing === 'new' ? null : editing}
        onCancel={() => setEditing(null)}
        onSave={(v) => saveAddress.mutate(v)}
        saving={saveAddress.isPending}
      />
    </CheckoutPage>
  );
}
