import { Badge, Button, Space, Table, Tabs, Typography } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { formatDate } from '@mall/shared';
import { RFQ_STATES, type RfqState } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { RfqSummary } from '@mall/shared/contracts';
import { useMyRfqs } from '../api/rfq';
import { RfqStatusTag } from '../components/rfq/rfq-status-tag';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';

const PAGE_SIZE = 10;
const TABS = ['all', ...RFQ_STATES] as const;

/** RFQ management: the buyer's requests by state with the quotations each has received and how long it stays open. */
export default function RfqManagementPage() {
  const { t, locale, quantity } = useSourcingText();
  const [sp, setSp] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(sp.get('status') ?? '') ? (sp.get('status') as (typeof TABS)[number]) : 'all';
  const status = tab === 'all' ? undefined : (tab as RfqState);
  const current = Math.max(1, Number(sp.get('page')) || 1);
  const list = useMyRfqs(status, current, PAGE_SIZE);
  const detail = (r: RfqSummary) => `/user-center/uc-sourcing/detail?rfqId=${r.rfqId}`;
  return (
    <UserCenterPage pageKey="ucSourcing">
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <LocaleLink to="/purchase-order">
          <Button type="primary">{t('rfq.list.post')}</Button>
        </LocaleLink>
      </Space>
      <Tabs
        activeKey={tab}
        onChange={(key) => setSp(key === 'all' ? {} : { status: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: <span data-testid={`sourcing-tab-${key}`}>{key === 'all' ? t('rfq.list.all') : t(`rfq.states.${key}`)}</span>,
        }))}
      />
      <QueryStatus query={list}>
        <Table<RfqSummary>
          rowKey="rfqId"
          data-testid="sourcing-table"
          size="middle"
          scroll={{ x: 820 }}
          dataSource={list.data?.records ?? []}
          locale={{ emptyText: t('rfq.list.empty') }}
          onRow={(r) => ({ 'data-testid': 'sourcing-row', 'data-number': r.rfqNumber }) as React.HTMLAttributes<HTMLElement>}
          pagination={{
            current,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (page) => setSp({ ...(status ? { status } : {}), page: String(page) }, { replace: true }),
          }}
          columns={[
            {
              key: 'request',
              title: t('sourcing.management.request'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <LocaleLink to={detail(r)} data-testid="sourcing-open">
                    {r.productName}
                  </LocaleLink>
                  <Typography.Text type="secondary">{r.rfqNumber}</Typography.Text>
                </Space>
              ),
            },
            { key: 'quantity', title: t('rfq.fields.quantity'), render: (_, r) => quantity(r.quantity, r.unit) },
            {
              key: 'quotations',
              title: t('sourcing.management.quotations'),
              render: (_, r) => (
                <Badge
                  count={r.unreadQuotationCount}
                  size="small"
                  title={t('sourcing.management.unread', { count: r.unreadQuotationCount })}
                >
                  <span data-testid="sourcing-quotation-count" style={{ paddingRight: 8 }}>
                    {r.quotationCount}
                  </span>
                </Badge>
              ),
            },
            {
              key: 'valid',
              title: t('rfq.fields.validUntil'),
              render: (_, r) => (
                <Space orientation="vertical" size={0}>
                  <span>{formatDate(r.validUntil, locale)}</span>
                  {r.status === 'inquiring' && <ValidityCountdown until={r.expiresAt} />}
                </Space>
              ),
            },
            { key: 'status', title: t('sourcing.fields.status'), render: (_, r) => <RfqStatusTag status={r.status} /> },
            {
              key: 'actions',
              title: '',
              render: (_, r) => (
                <LocaleLink to={detail(r)}>
                  <Button size="small">{r.quotationCount ? t('sourcing.management.compare') : t('sourcing.management.details')}</Button>
                </LocaleLink>
              ),
            },
          ]}
        />
      </QueryStatus>
    </UserCenterPage>
  );
}
