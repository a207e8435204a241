import { useState } from 'react';
import { App, Button, Descriptions, Form, Input, Result, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import {
  emptyAsText,
  formatDateTime,
  schemaRule,
  SHOP_APPLY_FILES,
  showError,
  STORE_DESCRIPTION_MAX,
  STORE_NAME_MAX,
  useLocaleStore,
  type SchemaLike,
  type ShopApplyFileField,
} from '@mall/shared';
import {
  internationalPhone,
  nationalPart,
  regionIssue,
  shopAddressSchema,
  shopDescriptionSchema,
  shopNameSchema,
} from '@mall/shared/schemas';
import { CountryRegionFields, countryIn, useCountries, type CountryRegionValue } from '@mall/shared/ui/country-region-fields';
import { LocaleLink, QueryStatus, ScaffoldPage } from '@mall/shared/ui';
import { useMyApplication, useSubmitApplication, type ShopApplication, type ShopApplyInput } from '../api/shop-apply';
import { ImageUploadField } from '../components/image-upload-field';
import { LocationPicker, type LatLng } from '../components/location-picker';
import { NAMESPACE } from '../namespace';
import { routes } from '../route-table';

/** Free shop opening: the application form, then its status (under review, not passed, passed, offline). */
export default function ShopApplicationPage() {
  const { t } = useTranslation(NAMESPACE);
  const application = useMyApplication();
  const [editing, setEditing] = useState(false);
  const app = application.data ?? null;
  return (
    <ScaffoldPage routes={routes} ns={NAMESPACE} pageKey="shopApply">
      <QueryStatus query={application}>
        {!app || editing ? (
          <>
            <Typography.Paragraph>{t('apply.intro')}</Typography.Paragraph>
            <ApplicationForm previous={app} onDone={() => setEditing(false)} />
          </>
        ) : (
          <ApplicationStatus app={app} onResubmit={() => setEditing(true)} />
        )}
      </QueryStatus>
    </ScaffoldPage>
  );
}

const RESULT = { underReview: 'info', notPassed: 'warning', passed: 'success', offline: 'error' } as const;

function ApplicationStatus({ app, onResubmit }: { app: ShopApplication; onResubmit: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const extra =
    app.statusKey === 'notPassed' ? (
      <Button type="primary" onClick={onResubmit} data-testid="apply-resubmit">
        {t('apply.resubmit')}
      </Button>
    ) : app.statusKey === 'passed' && app.shopId ? (
      <LocaleLink to={`/shop/${app.shopId}`}>
        <Button type="primary">{t('apply.visitShop')}</Button>
      </LocaleLink>
    ) : undefined;
  return (
    <Result
      status={RESULT[app.statusKey]}
      title={<span data-testid="apply-status-title">{t(`apply.status.${app.statusKey}.title`)}</span>}
      subTitle={t(`apply.status.${app.statusKey}.text`)}
      data-testid="apply-status"
      data-status={app.statusKey}
      extra={extra}
    >
      {app.statusKey === 'notPassed' && app.auditRemark && (
        <Typography.Paragraph type="danger" data-testid="apply-remark">
          {t('apply.remark', { remark: app.auditRemark })}
        </Typography.Paragraph>
      )}
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('apply.shopName'), children: app.shopName },
          { key: 'region', label: t('apply.region'), children: app.region },
          { key: 'submitted', label: t('apply.submittedAt'), children: formatDateTime(app.updatedAt, locale) },
        ]}
      />
    </Result>
  );
}

type FormValues = Omit<ShopApplyInput, 'lat' | 'lng' | 'countryCode' | 'regionCode'> & { location: LatLng; place: CountryRegionValue };

const NO_PLACE: CountryRegionValue = { countryCode: '', regionCode: '', regionName: '' };

/** The address dialog's country and region picker as one form control (value: country, region). */
function PlaceField({
  value,
  onChange,
  error,
}: {
  value?: CountryRegionValue;
  onChange?: (v: CountryRegionValue) => void;
  error?: string;
}) {
  return <CountryRegionFields value={value ?? NO_PLACE} onChange={(v) => onChange?.(v)} testIdPrefix="apply" countryError={error} />;
}

const FILE_FIELDS: ShopApplyFileField[] = ['logo', 'businessLicence', 'idCardFront', 'idCardBack'];

function ApplicationForm({ previous, onDone }: { previous: ShopApplication | null; onDone: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const submit = useSubmitApplication();
  const countries = useCountries();
  const place = Form.useWatch('place', form) as CountryRegionValue | undefined;
  const callingCode = countryIn(countries.data, place?.countryCode)?.callingCode;

  // The shared schema of each field, worded by the shared `common` bundle: one rule, one place.
  const rule = (schema: SchemaLike) => schemaRule(schema, (key) => t(key, { ns: 'common' }), { map: emptyAsText });
  const required = (key: string) => ({ required: true, message: t(key) });
  // The same rules as the API's (shopApplyBody): a region of the chosen country, a phone of that country.
  const placeRule = {
    validator: async (_: unknown, v?: CountryRegionValue) => {
      const issue = v?.countryCode
        ? regionIssue(v.regionCode, countryIn(countries.data, v.countryCode)?.regions)
        : 'validation.addressCountryRequired';
      if (issue) throw new Error(t(issue, { ns: 'common' }));
    },
  };
  const phoneRule = {
    validator: async (_: unknown, v?: string) => {
      const country = form.getFieldValue('place')?.countryCode as string | undefined;
      if (!v?.trim()) throw new Error(t('validation.phoneRequired', { ns: 'common' }));
      if (country && internationalPhone(v, country) === null)
        throw new Error(t(country === 'CN' ? 'validation.mobileFormat' : 'validation.phoneFormat', { ns: 'common' }));
    },
  };
  const locationRule = {
    validator: async (_: unknown, v?: LatLng) => {
      if (v?.lat == null || v.lng == null) throw new Error(t('apply.locationRequired'));
    },
  };

  const initial: Partial<FormValues> | undefined = previous
    ? {
        shopName: previous.shopName,
        contactPhone: previous.countryCode ? nationalPart(previous.contactPhone, previous.countryCode) : previous.contactPhone,
        place: { countryCode: previous.countryCode, regionCode: previous.regionCode ?? '', regionName: previous.region },
        address: previous.address,
        intro: previous.intro,
        location: { lat: previous.lat, lng: previous.lng },
        logo: previous.logo,
        businessLicence: previous.businessLicence,
        idCardFront: previous.idCardFront,
        idCardBack: previous.idCardBack,
      }
    : undefined;

  const onFinish = async ({ location, place: chosen, ...values }: FormValues) => {
    try {
      await submit.mutateAsync({
        ...values,
        countryCode: chosen.countryCode,
        regionCode: chosen.regionCode,
        lat: location.lat!,
        lng: location.lng!,
      });
      void message.success(t('apply.submitted'));
      onDone();
    } catch (err) {
      showError(err, (text) => void message.warning(text));
    }
  };

  return (
    <Form
      form={form}
      name="shopApply"
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={initial}
      onFinish={(v) => void onFinish(v)}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) void message.warning(first);
      }}
      data-testid="apply-form"
    >
      <Form.Item name="shopName" label={t('apply.shopName')} rules={[rule(shopNameSchema)]} validateFirst>
        <Input
          maxLength={STORE_NAME_MAX + 10}
          showCount={{ formatter: ({ count }) => `${count} / ${STORE_NAME_MAX}` }}
          data-testid="apply-shopName"
        />
      </Form.Item>
      <Form.Item name="place" rules={[placeRule]} initialValue={NO_PLACE}>
        <PlaceField />
      </Form.Item>
      <Form.Item name="contactPhone" label={t('apply.contactPhone')} rules={[phoneRule]} dependencies={['place']}>
        <Input inputMode="tel" addonBefore={callingCode ? `+${callingCode}` : undefined} data-testid="apply-phone" />
      </Form.Item>
      <Form.Item name="address" label={t('apply.address')} rules={[rule(shopAddressSchema)]}>
        <Input data-testid="apply-address" />
      </Form.Item>
      <Form.Item name="location" label={t('apply.location')} rules={[locationRule]} extra={t('apply.mapHint')}>
        <LocationPicker />
      </Form.Item>
      <Form.Item name="intro" label={t('apply.intro2')} rules={[rule(shopDescriptionSchema)]}>
        <Input.TextArea rows={4} maxLength={STORE_DESCRIPTION_MAX} showCount data-testid="apply-intro" />
      </Form.Item>
      {FILE_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`apply.${field}`)} rules={[required('apply.fileRequired')]}>
          <ImageUploadField purpose={SHOP_APPLY_FILES[field]} testId={`apply-upload-${field}`} />
        </Form.Item>
      ))}
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="apply-submit">
          {previous ? t('apply.resubmit') : t('apply.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
