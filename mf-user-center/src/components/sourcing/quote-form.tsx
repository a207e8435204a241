import { useEffect, useState } from 'react';
import { Alert, App, Button, Col, DatePicker, Form, Input, Modal, Row, Select, Space, Switch, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { currencySign, errorText, minorExponent, RESPONSE_CODES, showError, useCurrencyStore } from '@mall/shared';
import {
  QUOTATION_ATTACHMENTS_MAX,
  QUOTATION_NOTE_MAX,
  QUOTATION_VALIDITY_MAX_DAYS,
  quotationFieldSchemas,
  RFQ_PAYMENT_METHODS,
  RFQ_TRADE_TERMS,
  type QuotationSubmitInput,
} from '@mall/shared/schemas';
import type { PublicRfqDetail, QuotationView } from '@mall/shared/contracts';
import {
  merchantSignIn,
  uploadAsMerchant,
  useProductSkus,
  useShopProducts,
  useSubmitQuotation,
  type MerchantSession,
} from '../../api/merchant';
import { RfqFilesField } from '../rfq/rfq-attachments';
import { sourcingRule } from '../rfq/rfq-rules';
import { useSourcingText } from './sourcing-text';

type QuoteValues = Omit<QuotationSubmitInput, 'validTo' | 'rfqId' | 'inquiryId'> & { validTo?: Dayjs | null };

/**
 * A supplier's quotation on a request of the procurement centre: unit price and currency, MOQ,
 * terms, delivery port, payment, sample, validity, note, documents and (to be ordered online)
 * one of its products. Checked with the shared quotation schema; the API checks it again. Sending
 * again revises the shop's quotation (one per shop and request).
 */
export function QuoteForm({
  rfq,
  session,
  mine,
  onSent,
}: {
  rfq: PublicRfqDetail;
  session: MerchantSession;
  mine: QuotationView | null;
  onSent: () => void;
}) {
  const { t, locale, option } = useSourcingText();
  const { message } = App.useApp();
  const currencies = useCurrencyStore((s) => s.enabled);
  const [form] = Form.useForm<QuoteValues>();
  const prodId = Form.useWatch('prodId', form);
  const products = useShopProducts(session.shopId);
  const skus = useProductSkus(prodId as number | undefined);
  const submit = useSubmitQuotation();
  const [error, setError] = useState<string | null>(null);
  const rule = (field: keyof typeof quotationFieldSchemas, map?: (v: unknown) => unknown) => [
    sourcingRule(quotationFieldSchemas[field], locale, map),
  ];
  const today = dayjs().startOf('day');

  useEffect(() => {
    if (skus.data?.length === 1) form.setFieldsValue({ skuId: skus.data[0]!.skuId });
  }, [skus.data, form]);

  const onFinish = (v: QuoteValues) => {
    setError(null);
    const body: QuotationSubmitInput = { ...v, rfqId: rfq.rfqId, validTo: v.validTo ? v.validTo.format('YYYY-MM-DD') : '' };
    submit.mutate(body, {
      onSuccess: (env) => {
        if (env.code === RESPONSE_CODES.OK) {
          void message.success(env.data.revision > 1 ? t('sourcing.quote.revised') : t('sourcing.quote.sent'));
          onSent();
          return;
        }
        const field = (env.data as { field?: string } | null)?.field;
        if (field && field in form.getFieldsValue(true)) form.setFields([{ name: field as keyof QuoteValues, errors: [env.msg ?? ''] }]);
        setError(env.msg ?? env.code);
      },
      onError: (err) => showError(err, (m) => setError(m)),
    });
  };

  return (
    <Form<QuoteValues>
      form={form}
      layout="vertical"
      onFinish={onFinish}
      data-testid="quote-form"
      initialValues={
        mine
          ? {
              unitPrice: (mine.unitPrice / 10 ** minorExponent(mine.currency)).toFixed(minorExponent(mine.currency)),
              currency: mine.currency,
              moq: String(mine.moq),
              tradeTerm: mine.tradeTerm as QuoteValues['tradeTerm'],
              deliveryPort: mine.deliveryPort,
              paymentMethod: mine.paymentMethod as QuoteValues['paymentMethod'],
              sampleOffered: mine.sampleOffered,
              note: mine.note,
              prodId: mine.prodId ?? undefined,
              skuId: mine.skuId ?? undefined,
              attachments: [],
            }
          : {
              currency: rfq.currency,
              moq: String(rfq.quantity),
              tradeTerm: rfq.tradeTerm as QuoteValues['tradeTerm'],
              paymentMethod: rfq.paymentMethod as QuoteValues['paymentMethod'],
              sampleOffered: false,
              validTo: today.add(14, 'day'),
              attachments: [],
            }
      }
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) void message.warning(first);
      }}
    >
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="prodId" label={t('sourcing.fields.product')} extra={t('sourcing.quote.productHint')}>
            <Select
              allowClear
              loading={products.isLoading}
              options={(products.data ?? []).map((p) => ({ value: p.prodId, label: p.prodName }))}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={() => form.setFieldsValue({ skuId: undefined })}
              data-testid="quote-product"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="skuId" label={t('sourcing.fields.sku')}>
            <Select
              allowClear
              disabled={!prodId}
              loading={skus.isLoading}
              options={(skus.data ?? []).map((s) => ({ value: s.skuId, label: s.skuName }))}
              data-testid="quote-sku"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="unitPrice" label={t('sourcing.fields.unitPrice')} rules={rule('unitPrice')} required>
            <Input inputMode="decimal" placeholder="0.00" data-testid="quote-price" />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="currency" label={t('rfq.fields.currency')} rules={rule('currency')} required>
            <Select
              options={currencies.map((c) => ({
                value: c.currencyCode,
                label: `${c.currencyCode} (${currencySign(c.currencyCode, locale)})`,
              }))}
              data-testid="quote-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="moq" label={t('sourcing.fields.moq')} rules={rule('moq')} validateTrigger="onBlur" required>
            <Input inputMode="numeric" maxLength={10} data-testid="quote-moq" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="tradeTerm" label={t('rfq.fields.tradeTerm')} rules={rule('tradeTerm')} required>
            <Select options={RFQ_TRADE_TERMS.map((v) => ({ value: v, label: option('tradeTerm', v) }))} data-testid="quote-term" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="deliveryPort" label={t('sourcing.fields.deliveryPort')} rules={rule('deliveryPort')} required>
            <Input maxLength={200} data-testid="quote-port" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="paymentMethod" label={t('rfq.fields.paymentMethod')} rules={rule('paymentMethod')} required>
            <Select
              options={RFQ_PAYMENT_METHODS.map((v) => ({ value: v, label: option('paymentMethod', v) }))}
              data-testid="quote-payment"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            name="validTo"
            label={t('sourcing.fields.validTo')}
            rules={rule('validTo', (d) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : d))}
            required
          >
            <DatePicker
              style={{ width: '100%' }}
              disabledDate={(d) => d.isBefore(today) || d.isAfter(today.add(QUOTATION_VALIDITY_MAX_DAYS, 'day'))}
              data-testid="quote-valid"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item name="sampleOffered" label={t('sourcing.fields.sampleOffered')} valuePropName="checked">
            <Switch data-testid="quote-sample" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="note" label={t('sourcing.fields.note')} rules={rule('note')}>
        <Input.TextArea rows={3} maxLength={QUOTATION_NOTE_MAX} showCount data-testid="quote-note" />
      </Form.Item>
      <Form.Item name="attachments" label={t('sourcing.fields.attachments')} rules={rule('attachments')}>
        <RfqFilesField kind="document" max={QUOTATION_ATTACHMENTS_MAX} upload={uploadAsMerchant} discard={() => undefined} />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} data-testid="quote-error" />}
      <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="quote-submit">
        {mine ? t('sourcing.quote.revise') : t('sourcing.quote.send')}
      </Button>
    </Form>
  );
}

/** The merchant's own sign-in (its account, not the buyer's), for quoting from the storefront. */
export function MerchantSignInDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useSourcingText();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!userName.trim() || !password) return setError(t('sourcing.merchant.required'));
    setBusy(true);
    setError(null);
    try {
      await merchantSignIn(userName.trim(), password);
      onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('sourcing.merchant.title')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('sourcing.merchant.signIn')}
      cancelText={t('sourcing.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'merchant-sign-in-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="merchant-sign-in">
        <Typography.Text type="secondary">{t('sourcing.merchant.hint')}</Typography.Text>
        <Input
          placeholder={t('sourcing.merchant.account')}
          value={userName}
          onChange={(e) => setUserName(e.target.value)}
          data-testid="merchant-account"
        />
        <Input.Password
          placeholder={t('sourcing.merchant.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          onPressEnter={() => void submit()}
          data-testid="merchant-password"
        />
        {error && <Alert type="error" showIcon title={error} data-testid="merchant-sign-in-error" />}
      </Space>
    </Modal>
  );
}
