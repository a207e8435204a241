import { useEffect, useMemo, useState } from 'react';
import { Avatar, Button, Col, DatePicker, Form, Input, Row, Select, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from '@mall/shared/react-i18n';
import {
  COMPANY_BUSINESS_TYPES,
  COMPANY_EMPLOYEE_RANGES,
  COMPANY_INTRO_MAX,
  COMPANY_MAIN_PRODUCTS_MAX,
  COMPANY_NAME_MAX,
  COMPANY_REVENUE_RANGES,
  guessTimeZone,
  resolveImage,
  SALES_PLATFORMS,
  uploadFor,
} from '@mall/shared';
import { companySchema, type CompanyInput } from '@mall/shared/schemas';
import type { CompanyView } from '@mall/shared/contracts';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

// wire-types: not a wire type (the form's state: a date picker value instead of the date text)
type Values = Omit<CompanyInput, 'establishedDate'> & { establishedDate: Dayjs | null };

/** The zones this browser knows, for the time-zone choice. */
function timeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  return intl.supportedValuesOf?.('timeZone') ?? [guessTimeZone()];
}

/** Every Company field of spec section 3, checked field by field with the shared companySchema (the API parses with it again). */
export function CompanyForm({
  initial,
  saving,
  onSave,
}: {
  initial: CompanyView | null;
  saving: boolean;
  onSave: (v: CompanyInput) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const [form] = Form.useForm<Values>();
  const [uploading, setUploading] = useState(false);
  const logo = Form.useWatch('logo', form);
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);

  useEffect(() => {
    form.setFieldsValue(
      initial
        ? ({ ...initial, establishedDate: initial.establishedDate ? dayjs(initial.establishedDate) : null } as Partial<Values>)
        : { timeZone: guessTimeZone(), mainProducts: [], salesPlatforms: [], logo: null, establishedDate: null },
    );
  }, [initial, form]);

  const toInput = (v: Partial<Values>): CompanyInput => ({
    ...(v as Values),
    establishedDate: v.establishedDate ? v.establishedDate.format('YYYY-MM-DD') : null,
    employeeCount: v.employeeCount ?? null,
    annualRevenue: v.annualRevenue ?? null,
    logo: v.logo ?? null,
  });
  /** Each field's rule is the shared schema's rule for that field. */
  const rule = (name: keyof Values) => ({
    validator: async () => {
      const res = companySchema.safeParse(toInput(form.getFieldsValue(true)));
      const issue = res.success ? null : res.error.issues.find((i) => i.path[0] === name);
      if (issue) throw new Error(feedback.rule(issue.message));
    },
  });
  const options = (list: readonly string[], prefix: string) => list.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));

  return (
    <Form form={form} layout="vertical" onFinish={(v) => onSave(toInput(v))} requiredMark data-testid="company-form">
      <Form.Item name="logo" label={t('company.logo')} rules={[rule('logo')]}>
        <Space align="center">
          <Avatar shape="square" size={64} src={logo ? resolveImage(logo) : undefined} alt="" />
          <Upload
            accept="image/png,image/jpeg,image/webp"
            showUploadList={false}
            customRequest={async ({ file }) => {
              setUploading(true);
              try {
                form.setFieldValue('logo', await uploadFor(file as File, 'company-logo'));
              } catch (err) {
                feedback.failed(err);
              } finally {
                setUploading(false);
              }
            }}
          >
            <Button loading={uploading} data-testid="company-logo-upload">
              {t('company.uploadLogo')}
            </Button>
          </Upload>
        </Space>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="companyName" label={t('company.companyName')} rules={[rule('companyName')]} required>
            <Input maxLength={COMPANY_NAME_MAX + 10} data-testid="company-companyName" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="businessType" label={t('company.businessType')} rules={[rule('businessType')]} required>
            <Select options={options(COMPANY_BUSINESS_TYPES, 'company.businessTypes')} data-testid="company-businessType" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="intro" label={t('company.intro')} rules={[rule('intro')]}>
        <Input.TextArea rows={4} maxLength={COMPANY_INTRO_MAX} showCount data-testid="company-intro" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="establishedDate" label={t('company.establishedDate')} rules={[rule('establishedDate')]}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs())} data-testid="company-establishedDate" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="employeeCount" label={t('company.employeeCount')} rules={[rule('employeeCount')]}>
            <Select allowClear options={options(COMPANY_EMPLOYEE_RANGES, 'company.employees')} data-testid="company-employeeCount" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="annualRevenue" label={t('company.annualRevenue')} rules={[rule('annualRevenue')]}>
            <Select allowClear options={options(COMPANY_REVENUE_RANGES, 'company.revenues')} data-testid="company-annualRevenue" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="trademark" label={t('company.trademark')} rules={[rule('trademark')]}>
            <Input data-testid="company-trademark" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="website" label={t('company.website')} rules={[rule('website')]}>
            <Input placeholder="https://" data-testid="company-website" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="address" label={t('company.address')} rules={[rule('address')]}>
            <Input data-testid="company-address" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="zip" label={t('company.zip')} rules={[rule('zip')]}>
            <Input data-testid="company-zip" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="timeZone" label={t('company.timeZone')} rules={[rule('timeZone')]} required>
            <Select showSearch options={zones} data-testid="company-timeZone" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="mainProducts"
            label={t('company.mainProducts')}
            rules={[rule('mainProducts')]}
            extra={t('company.mainProductsHint', { max: COMPANY_MAIN_PRODUCTS_MAX })}
          >
            <Select mode="tags" tokenSeparators={[',', '，']} open={false} data-testid="company-mainProducts" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="salesPlatforms" label={t('company.salesPlatforms')} rules={[rule('salesPlatforms')]}>
            <Select mode="multiple" options={options(SALES_PLATFORMS, 'company.platforms')} data-testid="company-salesPlatforms" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="taxNumber" label={t('company.taxNumber')} rules={[rule('taxNumber')]}>
            <Input data-testid="company-taxNumber" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="company-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
