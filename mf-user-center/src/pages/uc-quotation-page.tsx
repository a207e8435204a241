import { Card, Empty, Flex, Image, Pagination, Space, Tabs, Typography } from 'antd';
import { useSearchParams } from '@mall/shared/router';
import { formatDateTime, resolveImage } from '@mall/shared';
import { QUOTATION_STATES, QUOTATION_STATUS, type QuotationStateKey } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { QuotationView } from '@mall/shared/contracts';
import { useQuotations } from '../api/quotations';
import { useSourcingText } from '../components/sourcing/sourcing-text';
import { QuotationStatusTag } from '../components/sourcing/status-tags';
import { ValidityCountdown } from '../components/sourcing/validity-countdown';
import { UserCenterPage } from '../components/user-center-page';

const PAGE_SIZE = 10;
const TABS = ['all', ...QUOTATION_STATES] as const;

/** Quotations received, by state (spec section 4: unread, read, expired, closed, confirmed, completed). */
export default function QuotationsPage() {
  const { t } = useSourcingText();
  const [sp, setSp] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(sp.get('status') ?? '') ? (sp.get('status') as (typeof TABS)[number]) : 'all';
  const status = tab === 'all' ? undefined : QUOTATION_STATUS[tab as QuotationStateKey];
  const current = Math.max(1, Number(sp.get('page')) || 1);
  const list = useQuotations(status, undefined, current, PAGE_SIZE);
  return (
    <UserCenterPage pageKey="ucQuotation">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSp(key === 'all' ? {} : { status: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`quotation-tab-${key}`}>{key === 'all' ? t('rfq.list.all') : t(`sourcing.quotationStates.${key}`)}</span>
          ),
        }))}
      />
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {list.data.records.map((q) => (
              <QuotationCard key={q.quotationId} q={q} />
            ))}
            {list.data.total > PAGE_SIZE && (
              <Pagination
                current={current}
                pageSize={PAGE_SIZE}
                total={list.data.total}
                showSizeChanger={false}
                onChange={(page) => setSp({ ...(tab !== 'all' ? { status: tab } : {}), page: String(page) }, { replace: true })}
              />
            )}
          </Space>
        ) : (
          <Empty description={t('sourcing.quotation.empty')} data-testid="quotation-empty" />
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}

function QuotationCard({ q }: { q: QuotationView }) {
  const { t, locale, money, inSelected, quantity } = useSourcingText();
  const open = q.status === 1 || q.status === 2;
  return (
    <Card
      size="small"
      data-testid="quotation-card"
      data-quotation-id={q.quotationId}
      data-status={q.status}
      title={
        <Space wrap>
          <LocaleLink to={`/user-center/uc-quotation/detail?quotationId=${q.quotationId}`} data-testid="quotation-open">
            {q.supplier.shopName}
          </LocaleLink>
          <QuotationStatusTag statusKey={q.statusKey} status={q.status} />
        </Space>
      }
      extra={<Typography.Text type="secondary">{formatDateTime(q.updateTime, locale)}</Typography.Text>}
    >
      <Flex gap={12} align="center" wrap>
        {q.pic && <Image src={resolveImage(q.pic)} width={56} height={56} preview={false} alt="" />}
        <Space orientation="vertical" size={2} style={{ flex: 1, minWidth: 220 }}>
          <Typography.Text>
            {q.rfqNumber
              ? t('sourcing.quotation.forRfq', { subject: q.subject, number: q.rfqNumber })
              : t('sourcing.quotation.forInquiry', { subject: q.subject })}
          </Typography.Text>
          <Typography.Text>
            <Typography.Text strong>{money(q.unitPrice, q.currency)}</Typography.Text>{' '}
            <Typography.Text type="secondary">≈ {inSelected(q.unitPrice, q.currency)}</Typography.Text>
            {' · '}
            {t('sourcing.fields.moq')}: {quantity(q.moq, q.unit)} · {q.tradeTerm}
          </Typography.Text>
        </Space>
        <Space orientation="vertical" align="end" size={2}>
          <Typography.Text type="secondary">
            {t('sourcing.fields.validTo')}: {formatDateTime(q.validTo, locale)}
          </Typography.Text>
          {open && <ValidityCountdown until={q.validTo} />}
        </Space>
      </Flex>
    </Card>
  );
}
