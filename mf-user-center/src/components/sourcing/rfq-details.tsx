import { Button, Descriptions, Image, Space, Typography } from 'antd';
import { App } from 'antd';
import { formatDate, formatDateTime, resolveImage, showError } from '@mall/shared';
import type { PublicRfqDetail, RfqDetail } from '@mall/shared/contracts';
import { openRfqFile } from '../../api/rfq';
import { useSourcingText } from './sourcing-text';
import { ValidityCountdown } from './validity-countdown';

type Item = { key: string; label: string; children: React.ReactNode; span?: number };

/**
 * Every field of a sourcing request that was captured (spec section 3): product, quantity and
 * terms, attachments, shipping, the extras, and — for its owner only — the contact, budget and
 * private PDF. The procurement centre passes the public request, which has none of those.
 */
export function RfqDetails({ rfq }: { rfq: RfqDetail | PublicRfqDetail }) {
  const { t, locale, option, country, quantity, money } = useSourcingText();
  const { message } = App.useApp();
  const owner = 'contactName' in rfq ? rfq : null;
  const images = owner ? owner.images.map((f) => f.fileKey) : (rfq as PublicRfqDetail).images;
  const yesNo = (v: boolean | null) => (v == null ? '-' : v ? t('rfq.form.yes') : t('rfq.form.no'));
  const text = (v: string | null | undefined) => (v ? v : '-');

  const items: Item[] = [
    { key: 'number', label: t('rfq.list.number'), children: <span data-testid="rfq-detail-number">{rfq.rfqNumber}</span> },
    { key: 'product', label: t('rfq.fields.productName'), children: <span data-testid="rfq-detail-product">{rfq.productName}</span> },
    { key: 'category', label: t('rfq.fields.category'), children: rfq.categoryName },
    {
      key: 'quantity',
      label: t('rfq.fields.quantity'),
      children: <span data-testid="rfq-detail-quantity">{quantity(rfq.quantity, rfq.unit)}</span>,
    },
    { key: 'price', label: t('rfq.fields.price'), children: money(rfq.price, rfq.currency) },
    ...(owner
      ? [
          { key: 'budget', label: t('rfq.fields.maxBudget'), children: money(owner.maxBudget, owner.currency) },
          {
            key: 'annual',
            label: t('rfq.fields.annualPurchaseAmount'),
            children: money(owner.annualPurchaseAmount, owner.currency),
          },
        ]
      : []),
    { key: 'term', label: t('rfq.fields.tradeTerm'), children: option('tradeTerm', rfq.tradeTerm) },
    { key: 'shipping', label: t('rfq.fields.shippingMethod'), children: option('shippingMethod', rfq.shippingMethod) },
    { key: 'payment', label: t('rfq.fields.paymentMethod'), children: option('paymentMethod', rfq.paymentMethod) },
    { key: 'area', label: t('rfq.fields.area'), children: option('area', rfq.area) },
    { key: 'country', label: t('rfq.fields.country'), children: country(rfq.country) },
    { key: 'destination', label: t('rfq.fields.destination'), children: rfq.destination },
    {
      key: 'lead',
      label: t('rfq.fields.leadTimeDays'),
      children: rfq.leadTimeDays == null ? '-' : `${rfq.leadTimeDays} ${t('rfq.form.days')}`,
    },
    { key: 'frequency', label: t('rfq.fields.purchaseFrequency'), children: option('purchaseFrequency', rfq.purchaseFrequency) },
    { key: 'supplierType', label: t('rfq.fields.supplierType'), children: option('supplierType', rfq.supplierType) },
    ...(owner ? [{ key: 'china', label: t('rfq.fields.chinaImportExperience'), children: yesNo(owner.chinaImportExperience) }] : []),
    {
      key: 'valid',
      label: t('rfq.fields.validUntil'),
      children: (
        <Space size={8} wrap>
          <span>{formatDate(rfq.validUntil, locale)}</span>
          {['inquiring'].includes(rfq.status) && <ValidityCountdown until={rfq.expiresAt} />}
        </Space>
      ),
    },
    { key: 'created', label: t('rfq.list.createTime'), children: formatDateTime(rfq.createTime, locale) },
    { key: 'requirement', label: t('rfq.fields.supplierRequirement'), children: text(rfq.supplierRequirement), span: 3 },
    {
      key: 'description',
      label: t('rfq.fields.description'),
      span: 3,
      children: (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="rfq-detail-description">
          {rfq.description}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'images',
      label: t('rfq.fields.images'),
      span: 3,
      children: images.length ? (
        <Image.PreviewGroup>
          <Space wrap>
            {images.map((k) => (
              <Image
                key={k}
                src={resolveImage(k)}
                width={72}
                height={72}
                style={{ objectFit: 'cover' }}
                alt=""
                data-testid="rfq-detail-image"
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      ) : (
        '-'
      ),
    },
    ...(owner
      ? [
          {
            key: 'pdf',
            label: t('rfq.fields.pdf'),
            span: 3,
            children: owner.pdf ? (
              <Button
                type="link"
                style={{ padding: 0 }}
                data-testid="rfq-detail-pdf"
                onClick={() =>
                  void openRfqFile(owner.rfqNumber, owner.pdf!.fileKey).catch((err: unknown) =>
                    showError(err, (m) => void message.warning(m)),
                  )
                }
              >
                {owner.pdf.name || 'PDF'}
              </Button>
            ) : (
              '-'
            ),
          },
          { key: 'company', label: t('rfq.fields.companyName'), children: text(owner.companyName) },
          { key: 'contact', label: t('rfq.fields.contactName'), children: owner.contactName },
          { key: 'email', label: t('rfq.fields.email'), children: owner.email },
        ]
      : []),
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} items={items} data-testid="rfq-details" />;
}
