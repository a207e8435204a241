import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Empty, Input, Modal, Popconfirm, Radio, Space, Table, Tag, Timeline, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { addressLine, formatDateTime, RESPONSE_CODES, showError } from '@mall/shared';
import { quotationConfirmSchema } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus, useLocalePath } from '@mall/shared/ui';
import type { QuotationDetail, QuotationView } from '@mall/shared/contracts';
import { openQuotationFile, useAddresses, useCloseQuotation, useConfirmQuotation, useQuotation } from '../api/quotations';
import { RfqStatusTag } from '../components/rfq/rfq-status-tag';
import { DetailFrame } from '../components/sourcing/detail-frame';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { QuotationStatusTag } from '../components/sourcing/status-tags';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';
import type { RfqState } from '@mall/shared/schemas';

const OPEN = [1, 2];

/** /user-center/uc-quotation/detail?quotationId=: one quotation beside every other quotation of its RFQ. */
export default function QuotationDetailPage() {
  const [sp] = useSearchParams();
  const quotationId = Number(sp.get('quotationId')) || 0;
  const detail = useQuotation(quotationId);
  const { t } = useSourcingText();
  return (
    <UserCenterPage pageKey="ucQuotationDetail">
      <DetailFrame
        hasId={!!quotationId}
        query={detail}
        noIdTitle={t('sourcing.quotation.noQuotation')}
        back="/user-center/uc-quotation"
        backText={t('sourcing.quotation.toList')}
        missingTestId="quotation-missing"
        rows={12}
      >
        {detail.data && <QuotationDetailView detail={detail.data} />}
      </DetailFrame>
    </UserCenterPage>
  );
}

function QuotationDetailView({ detail }: { detail: QuotationDetail }) {
  const { t, money, inSelected, quantity, locale } = useSourcingText();
  const { message } = App.useApp();
  const q = detail.quotation;
  const r = detail.request;
  const close = useCloseQuotation();
  const [confirming, setConfirming] = useState(false);
  const open = OPEN.includes(q.status);
  // A request with an order under way (confirmed) takes no second confirmation until that order closes.
  const confirmable = open && q.orderable && (r.rfqId == null || ['inquiring', 'expired'].includes(r.status));
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="quotation-detail" data-status={q.status}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Typography.Text strong data-testid="quotation-supplier">
              {q.supplier.shopName}
            </Typography.Text>
            <QuotationStatusTag statusKey={q.statusKey} status={q.status} />
            {open && <ValidityCountdown until={q.validTo} testId="quotation-countdown" />}
          </Space>
        }
        extra={
          <Space wrap>
            {q.orderNumber && (
              <LocaleLink to={`/order-detail?orderNumber=${q.orderNumber}`} data-testid="quotation-order">
                {t('sourcing.quotation.viewOrder')}
              </LocaleLink>
            )}
            {open && (
              <Popconfirm
                title={t('sourcing.quotation.declineConfirm')}
                okText={t('rfq.form.yes')}
                cancelText={t('rfq.form.no')}
                onConfirm={() =>
                  close.mutate(q.quotationId, {
                    onSuccess: () => void message.success(t('sourcing.quotation.declined')),
                    onError: (err) => showError(err, (m) => void message.warning(m)),
                  })
                }
              >
                <Button danger loading={close.isPending} data-testid="quotation-decline">
                  {t('sourcing.quotation.decline')}
                </Button>
              </Popconfirm>
            )}
            {confirmable && (
              <Button type="primary" onClick={() => setConfirming(true)} data-testid="quotation-confirm">
                {t('sourcing.quotation.confirm')}
              </Button>
            )}
          </Space>
        }
      >
        {open && !q.orderable && <Alert type="info" showIcon style={{ marginBottom: 12 }} title={t('sourcing.quotation.notOrderable')} />}
        <Space orientation="vertical" size={4}>
          <Typography.Text>
            {t('sourcing.quotation.for')}{' '}
            {r.rfqId != null ? (
              <LocaleLink to={`/user-center/uc-sourcing/detail?rfqId=${r.rfqId}`} data-testid="quotation-rfq-link">
                {r.productName} ({r.rfqNumber})
              </LocaleLink>
            ) : (
              <LocaleLink to={`/user-center/uc-inquiry?inquiryId=${r.inquiryId}`}>{r.productName}</LocaleLink>
            )}{' '}
            {r.rfqId != null && <RfqStatusTag status={r.status as RfqState} />}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('sourcing.quotation.asked', {
              quantity: quantity(r.quantity, r.unit),
              price: r.price != null ? `${money(r.price, r.currency)} (≈ ${inSelected(r.price, r.currency!)})` : '-',
            })}
          </Typography.Text>
          <Typography.Text>
            <span data-testid="quotation-price">{money(q.unitPrice, q.currency)}</span>{' '}
            <Typography.Text type="secondary">
              ≈ <span data-testid="quotation-price-converted">{inSelected(q.unitPrice, q.currency)}</span>
            </Typography.Text>
            {' · '}
            {t('sourcing.fields.moq')}: {quantity(q.moq, q.unit)}
          </Typography.Text>
          {q.orderNumber && q.confirmedQuantity != null && (
            <Typography.Text>
              {t('sourcing.quotation.ordered', { quantity: quantity(q.confirmedQuantity, q.unit), order: q.orderNumber })}
            </Typography.Text>
          )}
        </Space>
      </Card>

      <ComparisonTable detail={detail} />

      {detail.history.length > 0 && (
        <Card size="small" title={t('sourcing.quotation.history')} data-testid="quotation-history">
          <Timeline
            items={[
              ...detail.history.map((h) => ({
                key: h.revision,
                children: t('sourcing.quotation.revision', {
                  revision: h.revision,
                  time: formatDateTime(h.sentAt, locale),
                  price: money(h.unitPrice, h.currency),
                  moq: h.moq,
                  term: h.tradeTerm,
                }),
              })),
              {
                key: 'current',
                color: 'green',
                children: t('sourcing.quotation.currentRevision', { revision: q.revision, time: formatDateTime(q.updateTime, locale) }),
              },
            ]}
          />
        </Card>
      )}
      <ConfirmDialog quotation={q} open={confirming} onClose={() => setConfirming(false)} />
    </Space>
  );
}

type Row = { key: string; label: string; cell: (q: QuotationView) => ReactNode };

/**
 * The comparison buyers decide with: every quotation of the RFQ side by side, one column each,
 * the price converted to the buyer's currency (the lowest marked), MOQ, terms, validity and the
 * supplier's record and response data.
 */
function ComparisonTable({ detail }: { detail: QuotationDetail }) {
  const { t, locale, money, inSelected, converted, quantity, option, selected } = useSourcingText();
  const { message } = App.useApp();
  const list = detail.comparison;
  const prices = list.map((q) => converted(q.unitPrice, q.currency)).filter((v): v is number => v != null);
  const lowest = prices.length > 1 ? Math.min(...prices) : null;
  const yes = (v: boolean) => (v ? t('rfq.form.yes') : t('rfq.form.no'));
  const rows: Row[] = [
    { key: 'status', label: t('sourcing.fields.status'), cell: (q) => <QuotationStatusTag statusKey={q.statusKey} status={q.status} /> },
    {
      key: 'price',
      label: t('sourcing.fields.unitPriceIn', { currency: selected.currencyCode }),
      cell: (q) => {
        const v = converted(q.unitPrice, q.currency);
        return (
          <Space orientation="vertical" size={0}>
            <Typography.Text strong data-testid="compare-price">
              {inSelected(q.unitPrice, q.currency)}
            </Typography.Text>
            <Typography.Text type="secondary">{money(q.unitPrice, q.currency)}</Typography.Text>
            {lowest != null && v === lowest && (
              <Tag color="green" data-testid="compare-lowest">
                {t('sourcing.compare.lowest')}
              </Tag>
            )}
          </Space>
        );
      },
    },
    { key: 'moq', label: t('sourcing.fields.moq'), cell: (q) => quantity(q.moq, q.unit) },
    {
      key: 'product',
      label: t('sourcing.fields.product'),
      cell: (q) => (q.prodName ? `${q.prodName}${q.skuName ? ` / ${q.skuName}` : ''}` : t('sourcing.compare.noProduct')),
    },
    { key: 'term', label: t('rfq.fields.tradeTerm'), cell: (q) => option('tradeTerm', q.tradeTerm) },
    { key: 'port', label: t('sourcing.fields.deliveryPort'), cell: (q) => q.deliveryPort },
    { key: 'payment', label: t('rfq.fields.paymentMethod'), cell: (q) => option('paymentMethod', q.paymentMethod) },
    { key: 'sample', label: t('sourcing.fields.sampleOffered'), cell: (q) => yes(q.sampleOffered) },
    {
      key: 'valid',
      label: t('sourcing.fields.validTo'),
      cell: (q) => (
        <Space orientation="vertical" size={0}>
          <span>{formatDateTime(q.validTo, locale)}</span>
          {OPEN.includes(q.status) && <ValidityCountdown until={q.validTo} testId="compare-countdown" />}
        </Space>
      ),
    },
    { key: 'company', label: t('sourcing.fields.company'), cell: (q) => q.supplier.companyName },
    { key: 'companyType', label: t('sourcing.fields.companyType'), cell: (q) => q.supplier.companyType || '-' },
    { key: 'address', label: t('sourcing.fields.companyAddress'), cell: (q) => q.supplier.companyAddress || '-' },
    { key: 'sender', label: t('sourcing.fields.sender'), cell: (q) => q.supplier.sender || '-' },
    { key: 'email', label: t('rfq.fields.email'), cell: (q) => q.supplier.email || '-' },
    {
      key: 'years',
      label: t('sourcing.fields.years'),
      cell: (q) => (q.supplier.yearsInBusiness == null ? '-' : t('sourcing.compare.years', { count: q.supplier.yearsInBusiness })),
    },
    {
      key: 'responseRate',
      label: t('sourcing.fields.responseRate'),
      cell: (q) => (q.supplier.responseRate == null ? '-' : `${q.supplier.responseRate}%`),
    },
    {
      key: 'responseTime',
      label: t('sourcing.fields.responseTime'),
      cell: (q) => (q.supplier.responseHours == null ? '-' : t('sourcing.compare.hours', { count: q.supplier.responseHours })),
    },
    { key: 'sent', label: t('sourcing.fields.sentAt'), cell: (q) => formatDateTime(q.updateTime, locale) },
    {
      key: 'note',
      label: t('sourcing.fields.note'),
      cell: (q) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{q.note || '-'}</Typography.Paragraph>,
    },
    {
      key: 'files',
      label: t('sourcing.fields.attachments'),
      cell: (q) =>
        q.attachments.length ? (
          <Space orientation="vertical" size={0}>
            {q.attachments.map((f) => (
              <Button
                key={f.fileKey}
                type="link"
                size="small"
                style={{ padding: 0 }}
                data-testid="quotation-attachment"
                onClick={() =>
                  void openQuotationFile(q.quotationId, f.fileKey).catch(() => void message.warning(t('sourcing.quotation.fileFailed')))
                }
              >
                {f.name || t('sourcing.fields.attachments')}
              </Button>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
  ];
  const current = detail.quotation.quotationId;
  return (
    <Card size="small" title={t('sourcing.compare.title', { count: list.length })} data-testid="quotation-comparison">
      {list.length ? (
        <Table<Row>
          rowKey="key"
          size="small"
          bordered
          pagination={false}
          scroll={{ x: 200 + list.length * 220 }}
          dataSource={rows}
          onRow={(row) => ({ 'data-testid': `compare-row-${row.key}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              key: 'label',
              title: '',
              dataIndex: 'label',
              fixed: 'left',
              width: 160,
              render: (v: string) => <Typography.Text type="secondary">{v}</Typography.Text>,
            },
            ...list.map((q) => ({
              key: String(q.quotationId),
              width: 220,
              onHeaderCell: () =>
                ({ 'data-testid': 'compare-column', 'data-quotation-id': q.quotationId }) as React.HTMLAttributes<HTMLElement>,
              title: (
                <Space orientation="vertical" size={0}>
                  {q.quotationId === current ? (
                    <Typography.Text strong>{q.supplier.shopName}</Typography.Text>
                  ) : (
                    <LocaleLink to={`/user-center/uc-quotation/detail?quotationId=${q.quotationId}`} data-testid="compare-open">
                      {q.supplier.shopName}
                    </LocaleLink>
                  )}
                  {q.quotationId === current && <Tag color="red">{t('sourcing.compare.thisOne')}</Tag>}
                </Space>
              ),
              render: (_: unknown, row: Row) => row.cell(q),
              onCell: () => (q.quotationId === current ? { style: { background: '#fff7f0' } } : {}),
            })),
          ]}
        />
      ) : (
        <Empty />
      )}
    </Card>
  );
}

/**
 * Confirming orders the quoted product at the quoted price shown (its revision): the quantity
 * (digits only, at least the MOQ, checked with the shared schema and again by the API) and where
 * it goes; then the order's payment page.
 */
function ConfirmDialog({ quotation, open, onClose }: { quotation: QuotationView; open: boolean; onClose: () => void }) {
  const { t, quantity: quantityText } = useSourcingText();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const localize = useLocalePath();
  const addresses = useAddresses(open);
  const confirm = useConfirmQuotation();
  const [quantity, setQuantity] = useState(String(quotation.moq));
  const [addrId, setAddrId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const chosen = addrId ?? addresses.data?.find((a) => a.commonAddr)?.addrId ?? addresses.data?.[0]?.addrId ?? null;

  const submit = () => {
    // The revision on screen: if the supplier revised it since, the API refuses and says so, and the page reloads the new terms.
    const body = { quotationId: quotation.quotationId, revision: quotation.revision, quantity, addrId: chosen ?? undefined };
    const parsed = quotationConfirmSchema.safeParse(body);
    if (!parsed.success) return setError(t(parsed.error.issues[0]!.message, { ns: 'common' }));
    if (Number(quantity) < quotation.moq)
      return setError(t('sourcing.quotation.belowMoq', { moq: quantityText(quotation.moq, quotation.unit) }));
    setError(null);
    confirm.mutate(
      { ...body, addrId: chosen! },
      {
        onSuccess: (env) => {
          if (env.code === RESPONSE_CODES.OK) {
            void message.success(t('sourcing.quotation.confirmed'));
            onClose();
            void navigate(localize(`/payment?orderNumbers=${env.data.orderNumbers.join(',')}`));
            return;
          }
          setError(env.msg ?? env.code);
        },
        onError: (err) => showError(err, (m) => setError(m)),
      },
    );
  };
  return (
    <Modal
      open={open}
      title={t('sourcing.quotation.confirmTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('sourcing.quotation.placeOrder')}
      cancelText={t('sourcing.cancel')}
      confirmLoading={confirm.isPending}
      okButtonProps={{ 'data-testid': 'quotation-confirm-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="quotation-confirm-dialog">
        <Typography.Text type="secondary">
          {t('sourcing.quotation.confirmHint', { moq: quantityText(quotation.moq, quotation.unit) })}
        </Typography.Text>
        <label>
          {t('sourcing.quotation.quantity')}
          <Input
            value={quantity}
            inputMode="numeric"
            maxLength={10}
            onChange={(e) => {
              setQuantity(e.target.value);
              setError(null);
            }}
            data-testid="quotation-confirm-quantity"
          />
        </label>
        <div>
          <div>{t('sourcing.quotation.address')}</div>
          <QueryStatus query={addresses}>
            {addresses.data?.length ? (
              <Radio.Group value={chosen} onChange={(e) => setAddrId(e.target.value as number)} data-testid="quotation-confirm-address">
                <Space orientation="vertical">
                  {addresses.data.map((a) => (
                    <Radio key={a.addrId} value={a.addrId}>
                      {a.receiver} · {a.mobile} · {addressLine(a)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            ) : (
              <Alert
                type="warning"
                showIcon
                title={t('sourcing.quotation.noAddress')}
                action={<LocaleLink to="/user-center/uc-address">{t('sourcing.quotation.addAddress')}</LocaleLink>}
              />
            )}
          </QueryStatus>
        </div>
        {error && <Alert type="error" showIcon title={error} data-testid="quotation-confirm-error" />}
      </Space>
    </Modal>
  );
}
