import { useEffect, useMemo, useState } from 'react';
import { App, Button, Cascader, Col, DatePicker, Divider, Form, Input, Radio, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@mall/shared/react-i18n';
import {
  bus,
  CODE_COUNTDOWN_SECONDS,
  CODE_COUNTDOWN_TICK_MS,
  INQUIRY_MAX,
  currencySign,
  RESPONSE_CODES,
  showError,
  toLanguageTag,
  unitForQuantity,
  useCurrencyStore,
  useIsLoggedIn,
  useLocaleStore,
  useSessionStore,
  useSiteStore,
  VERIFICATION_CODE_LENGTH,
} from '@mall/shared';
import { DemoMailboxLink } from '@mall/shared/ui';
import type { RfqCreated } from '@mall/shared/contracts';
import {
  RFQ_AREAS,
  RFQ_COUNTRIES,
  RFQ_PAYMENT_METHODS,
  RFQ_PURCHASE_FREQUENCIES,
  RFQ_SHIPPING_METHODS,
  RFQ_SUPPLIER_TYPES,
  RFQ_TRADE_TERMS,
  RFQ_VALIDITY_DEFAULT_DAYS,
  RFQ_VALIDITY_MAX_DAYS,
  rfqText,
  type RfqSubmitInput,
} from '@mall/shared/schemas';
import { sendRfqCode, submitRfq, useCategoryTree, type CategoryNode } from '../../api/rfq';
import { NAMESPACE } from '../../namespace';
import { RfqFilesField } from './rfq-attachments';
import { rfqFieldError, rfqRule, type RfqField } from './rfq-rules';

/** Form values: the wire body, with the category as its cascader path and the validity as a date. */
export type RfqFormValues = Omit<RfqSubmitInput, 'categoryId' | 'validUntil'> & {
  categoryPath?: number[];
  validUntil?: Dayjs | null;
};

/** The form values as the API body (one place, also used by the unit test). */
export function toSubmitBody(v: RfqFormValues): RfqSubmitInput {
  const { categoryPath, validUntil, ...rest } = v;
  return {
    ...rest,
    categoryId: categoryPath?.length ? categoryPath[categoryPath.length - 1]! : (undefined as unknown as number),
    validUntil: validUntil ? validUntil.format('YYYY-MM-DD') : undefined,
    images: rest.images ?? [],
    pdfs: rest.pdfs ?? [],
  };
}

/** Countdown of the 'get code' button (spec: 60 s, 1000 ms tick). */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const id = setTimeout(() => setLeft((s) => s - 1), CODE_COUNTDOWN_TICK_MS);
    return () => clearTimeout(id);
  }, [left]);
  return [left, () => setLeft(CODE_COUNTDOWN_SECONDS)];
}

const FIELD_OF: Record<string, keyof RfqFormValues> = { categoryId: 'categoryPath' };

/** The path of category ids from the root to `categoryId` in the tree (the cascader's value), or undefined. */
export function categoryPathOf(tree: CategoryNode[], categoryId: number): number[] | undefined {
  for (const node of tree) {
    if (node.categoryId === categoryId) return [node.categoryId];
    const below = categoryPathOf(node.children ?? [], categoryId);
    if (below) return [node.categoryId, ...below];
  }
  return undefined;
}

/** What a quick quote keeps in the session while the buyer signs in (everything typed, as typed). */
export type RfqDraft = Omit<RfqFormValues, 'validUntil' | 'code'>;

export interface RfqFormProps {
  onDone: (created: RfqCreated) => void;
  /**
   * 'quick': the short form of a quick quote (the required fields of spec section 5 and the code),
   * usable signed out: getting the code or sending asks for a login and hands the draft to
   * `onSignIn`, which keeps it across the login dialog.
   */
  variant?: 'full' | 'quick';
  initialValues?: Partial<RfqFormValues>;
  /** A category to preselect (a product's): its path is looked up in the tree. */
  categoryId?: number;
  onSignIn?: (draft: RfqDraft) => void;
}

/**
 * The sourcing request (RFQ) form of /purchase-order and of the quick quote. Every field is checked
 * with the shared rfqSubmitSchema (quantity on blur); the API checks the same schema again and
 * names the field it refuses, which is marked here. Values stay in the form whatever the server
 * answers.
 */
export function RfqForm({ onDone, variant = 'full', initialValues, categoryId, onSignIn }: RfqFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const locale = useLocaleStore((s) => s.locale);
  const userInfo = useSessionStore((s) => s.userInfo);
  const units = useSiteStore((s) => s.units);
  const currencies = useCurrencyStore((s) => s.enabled);
  const selectedCurrency = useCurrencyStore((s) => s.selected.currencyCode);
  const [form] = Form.useForm<RfqFormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [left, startCountdown] = useCountdown();
  const [sending, setSending] = useState(false);
  const categories = useCategoryTree();
  const loggedIn = useIsLoggedIn();
  const quick = variant === 'quick';
  // The quick quote can be filled in signed out (the full form's page needs a login anyway).
  const needsSignIn = quick && !loggedIn;

  // A product's category, once the tree is here (unless the buyer chose one already).
  useEffect(() => {
    if (!categoryId || !categories.data || form.getFieldValue('categoryPath')) return;
    const path = categoryPathOf(categories.data, categoryId);
    if (path) form.setFieldsValue({ categoryPath: path });
  }, [categoryId, categories.data, form]);

  /** Signed out: keep what was typed and ask for a login (the draft outlives the dialog and the reload). */
  const signInFirst = (): boolean => {
    if (!needsSignIn) return false;
    const { code: _code, validUntil: _valid, ...draft } = form.getFieldsValue(true) as RfqFormValues;
    bus.emit('show-login', { reason: 'quick-quote' });
    onSignIn?.(draft);
    return true;
  };

  const rule = (field: RfqField, map?: (v: unknown) => unknown) => [rfqRule(field, locale, map)];
  const description = Form.useWatch('description', form) ?? '';
  const email = Form.useWatch('email', form) as string | undefined;

  // Contact fields come from the signed-in account, unless the buyer typed something already.
  useEffect(() => {
    if (!userInfo) return;
    const patch: Partial<RfqFormValues> = {};
    if (!form.getFieldValue('contactName') && userInfo.nickName) patch.contactName = userInfo.nickName;
    if (!form.getFieldValue('email') && userInfo.userMail) patch.email = userInfo.userMail;
    form.setFieldsValue(patch);
  }, [userInfo, form]);

  // Errors already shown are re-worded when the language changes.
  useEffect(() => {
    const touched = form
      .getFieldsError()
      .filter((f) => f.errors.length)
      .map((f) => f.name);
    if (touched.length) void form.validateFields(touched).catch(() => undefined);
  }, [locale, form]);

  const countryNames = useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([toLanguageTag(locale)], { type: 'region' });
    } catch {
      names = null;
    }
    return RFQ_COUNTRIES.map((code) => ({ value: code, label: names?.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label, toLanguageTag(locale)),
    );
  }, [locale]);

  const options = (values: readonly string[], group: string) => values.map((v) => ({ value: v, label: t(`rfq.options.${group}.${v}`) }));

  const sendCode = async () => {
    if (signInFirst()) return;
    const mail = form.getFieldValue('email') as string | undefined;
    const error = rfqFieldError('email', mail, locale);
    if (error) {
      void message.warning(rfqText('validation.correctEmail', locale));
      form.setFields([{ name: 'email', errors: [error] }]);
      return;
    }
    setSending(true);
    try {
      await sendRfqCode(mail!.trim());
      startCountdown();
      void message.success(t('rfq.form.codeSent'));
    } catch (err) {
      showError(err, (text) => void message.warning(text));
    } finally {
      setSending(false);
    }
  };

  const onFinish = async (values: RfqFormValues) => {
    if (signInFirst()) return;
    setSubmitting(true);
    try {
      const env = await submitRfq(toSubmitBody(values));
      if (env.code === RESPONSE_CODES.OK) {
        onDone(env.data);
        return;
      }
      const field = (env.data as { field?: string } | null)?.field ?? '';
      const name = (FIELD_OF[field] ?? field) as keyof RfqFormValues;
      if (name && name in form.getFieldsValue(true)) form.setFields([{ name, errors: [env.msg ?? ''] }]);
      if (env.msg) void message.warning(env.msg);
    } catch (err) {
      // A00001/A00005 and network errors were shown by the request client; the form keeps its values.
      showError(err, (text) => void message.warning(text));
    } finally {
      setSubmitting(false);
    }
  };

  const today = dayjs().startOf('day');
  return (
    <Form<RfqFormValues>
      form={form}
      name="rfq"
      layout="vertical"
      style={{ maxWidth: 880 }}
      initialValues={{
        currency: selectedCurrency,
        images: [],
        pdfs: [],
        validUntil: today.add(RFQ_VALIDITY_DEFAULT_DAYS, 'day'),
        ...initialValues,
      }}
      onFinish={(v) => void onFinish(v)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) void message.warning(first);
      }}
      scrollToFirstError
      data-testid="rfq-form"
      data-variant={variant}
    >
      {!quick && <Divider titlePlacement="start">{t('rfq.form.sectionProduct')}</Divider>}
      <Form.Item name="productName" label={t('rfq.fields.productName')} rules={rule('productName')} required>
        <Input maxLength={200} data-testid="rfq-productName" />
      </Form.Item>
      <Form.Item
        name="categoryPath"
        label={t('rfq.fields.category')}
        rules={rule('categoryId', (p) => (Array.isArray(p) ? p.at(-1) : p))}
        required
      >
        <Cascader
          options={categories.data ?? []}
          fieldNames={{ label: 'categoryName', value: 'categoryId', children: 'children' }}
          showSearch
          loading={categories.isLoading}
          placeholder={t('rfq.form.choose')}
          data-testid="rfq-category"
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="quantity" label={t('rfq.fields.quantity')} rules={rule('quantity')} validateTrigger="onBlur" required>
            <Input inputMode="numeric" maxLength={10} data-testid="rfq-quantity" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="unit" label={t('rfq.fields.unit')} rules={rule('unit')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={units.map((u) => ({ value: u.dictLabel, label: unitForQuantity(u.dictValue, 2) }))}
              placeholder={t('rfq.form.choose')}
              data-testid="rfq-unit"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="currency" label={t('rfq.fields.currency')} rules={rule('currency')} required>
            <Select
              options={currencies.map((c) => ({
                value: c.currencyCode,
                label: `${c.currencyCode} (${currencySign(c.currencyCode, locale)})`,
              }))}
              data-testid="rfq-currency"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="price" label={t('rfq.fields.price')} rules={rule('price')} required>
            <Input inputMode="decimal" placeholder="0.00" data-testid="rfq-price" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="maxBudget" label={t('rfq.fields.maxBudget')} rules={rule('maxBudget')} required>
            <Input inputMode="decimal" placeholder="0.00" data-testid="rfq-maxBudget" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="tradeTerm" label={t('rfq.fields.tradeTerm')} rules={rule('tradeTerm')} required>
        <Select
          options={RFQ_TRADE_TERMS.map((v) => ({ value: v, label: `${v} - ${t(`rfq.options.tradeTerm.${v}`)}` }))}
          placeholder={t('rfq.form.choose')}
          data-testid="rfq-tradeTerm"
        />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('rfq.fields.description')}
        rules={rule('description')}
        required
        extra={t('rfq.form.descriptionHint')}
      >
        <Input.TextArea
          rows={6}
          maxLength={INQUIRY_MAX}
          showCount={{ formatter: () => `${description.length} / ${INQUIRY_MAX}` }}
          data-testid="rfq-description"
        />
      </Form.Item>
      {!quick && (
        <>
          <Form.Item name="images" label={t('rfq.fields.images')} rules={rule('images')}>
            <RfqFilesField kind="image" />
          </Form.Item>
          <Form.Item name="pdfs" label={t('rfq.fields.pdf')} rules={rule('pdfs')}>
            <RfqFilesField kind="pdf" />
          </Form.Item>
        </>
      )}

      {!quick && <Divider titlePlacement="start">{t('rfq.form.sectionShipping')}</Divider>}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="shippingMethod" label={t('rfq.fields.shippingMethod')} rules={rule('shippingMethod')} required>
            <Select
              options={options(RFQ_SHIPPING_METHODS, 'shippingMethod')}
              placeholder={t('rfq.form.choose')}
              data-testid="rfq-shippingMethod"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="paymentMethod" label={t('rfq.fields.paymentMethod')} rules={rule('paymentMethod')} required>
            <Select
              options={options(RFQ_PAYMENT_METHODS, 'paymentMethod')}
              placeholder={t('rfq.form.choose')}
              data-testid="rfq-paymentMethod"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        {!quick && (
          <Col xs={24} md={8}>
            <Form.Item name="area" label={t('rfq.fields.area')} rules={rule('area')}>
              <Select allowClear options={options(RFQ_AREAS, 'area')} placeholder={t('rfq.form.choose')} data-testid="rfq-area" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={quick ? 12 : 8}>
          <Form.Item name="country" label={t('rfq.fields.country')} rules={rule('country')} required>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={countryNames}
              placeholder={t('rfq.form.choose')}
              data-testid="rfq-country"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={quick ? 12 : 8}>
          <Form.Item name="destination" label={t('rfq.fields.destination')} rules={rule('destination')} required>
            <Input maxLength={200} placeholder={t('rfq.form.destinationPlaceholder')} data-testid="rfq-destination" />
          </Form.Item>
        </Col>
      </Row>
      {!quick && (
        <>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="leadTimeDays" label={t('rfq.fields.leadTimeDays')} rules={rule('leadTimeDays')} validateTrigger="onBlur">
                <Input inputMode="numeric" maxLength={3} suffix={t('rfq.form.days')} data-testid="rfq-leadTime" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="validUntil"
                label={t('rfq.fields.validUntil')}
                rules={rule('validUntil', (d) => (dayjs.isDayjs(d) ? d.format('YYYY-MM-DD') : d))}
              >
                <DatePicker
                  style={{ width: '100%' }}
                  disabledDate={(d) => d.isBefore(today) || d.isAfter(today.add(RFQ_VALIDITY_MAX_DAYS, 'day'))}
                  data-testid="rfq-validUntil"
                />
              </Form.Item>
            </Col>
          </Row>

          <Divider titlePlacement="start">{t('rfq.form.sectionMore')}</Divider>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="purchaseFrequency" label={t('rfq.fields.purchaseFrequency')} rules={rule('purchaseFrequency')}>
                <Select allowClear options={options(RFQ_PURCHASE_FREQUENCIES, 'purchaseFrequency')} placeholder={t('rfq.form.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="annualPurchaseAmount" label={t('rfq.fields.annualPurchaseAmount')} rules={rule('annualPurchaseAmount')}>
                <Input inputMode="decimal" placeholder="0.00" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="supplierType" label={t('rfq.fields.supplierType')} rules={rule('supplierType')}>
                <Select allowClear options={options(RFQ_SUPPLIER_TYPES, 'supplierType')} placeholder={t('rfq.form.choose')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="chinaImportExperience" label={t('rfq.fields.chinaImportExperience')}>
                <Radio.Group
                  options={[
                    { value: true, label: t('rfq.form.yes') },
                    { value: false, label: t('rfq.form.no') },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="supplierRequirement" label={t('rfq.fields.supplierRequirement')} rules={rule('supplierRequirement')}>
            <Input.TextArea rows={2} maxLength={500} showCount />
          </Form.Item>
        </>
      )}

      {!quick && <Divider titlePlacement="start">{t('rfq.form.sectionContact')}</Divider>}
      <Row gutter={16}>
        {!quick && (
          <Col xs={24} md={8}>
            <Form.Item name="companyName" label={t('rfq.fields.companyName')} rules={rule('companyName')}>
              <Input maxLength={100} data-testid="rfq-companyName" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={quick ? 12 : 8}>
          <Form.Item name="contactName" label={t('rfq.fields.contactName')} rules={rule('contactName')} required>
            <Input maxLength={50} data-testid="rfq-contactName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={quick ? 12 : 8}>
          <Form.Item name="email" label={t('rfq.fields.email')} rules={rule('email')} validateTrigger="onBlur" required>
            <Input type="email" data-testid="rfq-email" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={t('rfq.fields.code')} required extra={<DemoMailboxLink mail={email} />}>
        <Space.Compact style={{ maxWidth: 360, width: '100%' }}>
          <Form.Item name="code" noStyle rules={rule('code')}>
            <Input maxLength={VERIFICATION_CODE_LENGTH} inputMode="numeric" data-testid="rfq-code" aria-label={t('rfq.fields.code')} />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={left > 0} loading={sending} data-testid="rfq-send-code">
            {left > 0 ? t('rfq.form.resendIn', { seconds: left }) : t('rfq.form.getCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        {!needsSignIn ? (
          <Button type="primary" htmlType="submit" size="large" loading={submitting} data-testid="rfq-submit">
            {quick ? t('sourcing.quick.submit') : t('rfq.form.submit')}
          </Button>
        ) : (
          // Signed out (a quick quote): nothing is checked or lost yet; the draft waits for the login.
          <Button type="primary" size="large" onClick={signInFirst} data-testid="rfq-submit">
            {t('sourcing.quick.signInToSubmit')}
          </Button>
        )}
      </Form.Item>
    </Form>
  );
}
