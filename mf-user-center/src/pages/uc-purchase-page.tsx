import { App, Button, Card, Descriptions, Empty, Pagination, Popconfirm, Space, Tabs } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { formatDate, formatDateTime, minorToDecimalString, showError, unitForQuantity, useLocaleStore, useSiteStore } from '@mall/shared';
import { RFQ_STATES, type RfqState } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { RfqSummary } from '@mall/shared/contracts';
import { closeRfq, useMyRfqs, useRfqAction } from '../api/rfq';
import { RfqStatusTag } from '../components/rfq/rfq-status-tag';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const PAGE_SIZE = 10;
const TABS = ['all', ...RFQ_STATES] as const;

/** My sourcing requests: by state, paged, newest first; an open one can be closed by the buyer. */
export default function MySourcingRequestsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(sp.get('status') ?? '') ? (sp.get('status') as (typeof TABS)[number]) : 'all';
  const status = tab === 'all' ? undefined : (tab as RfqState);
  const current = Math.max(1, Number(sp.get('page')) || 1);
  const list = useMyRfqs(status, current, PAGE_SIZE);
  return (
    <UserCenterPage pageKey="ucPurchase">
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <LocaleLink to="/purchase-order">
          <Button type="primary" data-testid="rfq-new">
            {t('rfq.list.post')}
          </Button>
        </LocaleLink>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSp(key === 'all' ? {} : { status: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`rfq-tab-${key}`}>{key === 'all' ? t('rfq.list.all') : t(`rfq.states.${key}`)}</span>,
        }))}
      />
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {list.data.records.map((r) => (
              <RfqCard key={r.rfqNumber} rfq={r} />
            ))}
            {list.data.total > PAGE_SIZE && (
              <Pagination
                current={current}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(page) => setSp({ ...(status ? { status } : {}), page: String(page) }, { replace: true })}
              />
            )}
          </Space>
        ) : (
          <Empty description={t('rfq.list.empty')} data-testid="rfq-empty" />
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}

function RfqCard({ rfq }: { rfq: RfqSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocaleStore((s) => s.locale);
  const { message } = App.useApp();
  const units = useSiteStore((s) => s.units);
  const close = useRfqAction(closeRfq);
  const unit = units.find((u) => u.dictLabel === rfq.unit);
  const money = (minor: number) => `${rfq.currency} ${minorToDecimalString(minor, rfq.currency)}`;
  return (
    <Card
      size="small"
      data-testid="rfq-card"
      data-number={rfq.rfqNumber}
      title={
        <Space>
          <LocaleLink to={`/user-center/uc-sourcing/detail?rfqId=${rfq.rfqId}`} data-testid="rfq-card-open">
            {rfq.productName}
          </LocaleLink>
          <RfqStatusTag status={rfq.status} />
        </Space>
      }
      extra={
        rfq.status === 'inquiring' && (
          <Popconfirm
            title={t('rfq.list.closeConfirm')}
            onConfirm={() =>
              close.mutate([rfq.rfqNumber], {
                onSuccess: () => void message.success(t('rfq.list.closed')),
                onError: (err) => showError(err, (m) => void message.warning(m)),
              })
            }
            okText={t('rfq.form.yes')}
            cancelText={t('rfq.form.no')}
          >
            <Button size="small" danger loading={close.isPending} data-testid="rfq-close">
              {t('rfq.list.close')}
            </Button>
          </Popconfirm>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'number', label: t('rfq.list.number'), children: <span data-testid="rfq-card-number">{rfq.rfqNumber}</span> },
          { key: 'category', label: t('rfq.fields.category'), children: rfq.categoryName },
          {
            key: 'quantity',
            label: t('rfq.fields.quantity'),
            children: `${rfq.quantity} ${unit ? unitForQuantity(unit.dictValue, rfq.quantity) : rfq.unit}`,
          },
          { key: 'price', label: t('rfq.fields.price'), children: money(rfq.price) },
          { key: 'budget', label: t('rfq.fields.maxBudget'), children: money(rfq.maxBudget) },
          { key: 'term', label: t('rfq.fields.tradeTerm'), children: rfq.tradeTerm },
          { key: 'destination', label: t('rfq.fields.destination'), children: `${rfq.destination}, ${rfq.country}` },
          { key: 'valid', label: t('rfq.fields.validUntil'), children: formatDate(rfq.validUntil, locale) },
          { key: 'created', label: t('rfq.list.createTime'), children: formatDateTime(rfq.createTime, locale) },
          {
            key: 'files',
            label: t('rfq.list.attachments'),
            children: t('rfq.list.fileCount', { images: rfq.imageCount, pdf: rfq.hasPdf ? 1 : 0 }),
          },
          {
            key: 'quotations',
            label: t('sourcing.management.quotations'),
            children: (
              <LocaleLink to={`/user-center/uc-sourcing/detail?rfqId=${rfq.rfqId}`} data-testid="rfq-card-quotations">
                {t('sourcing.management.received', { count: rfq.quotationCount, unread: rfq.unreadQuotationCount })}
              </LocaleLink>
            ),
          },
        ]}
      />
    </Card>
  );
}
