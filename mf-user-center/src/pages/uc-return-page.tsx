import { useState } from 'react';
import { App, Button, Card, Empty, Flex, Image, Pagination, Popconfirm, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDateTime, resolveImage, showError, useLocale, useMoney } from '@mall/shared';
import type { RefundSummary } from '@mall/shared/contracts';
import { useSearchParams } from '@mall/shared/router';
import { REFUND_LIST_FILTERS, REFUND_STATUS_COLORS } from '@mall/shared/schemas';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useCancelRefund, useRefunds } from '../api/refunds';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';
import { COLOR } from '@mall/shared/ui/tokens';

const PAGE_SIZE = 10;
const TAB_KEYS: Record<number, string> = { 0: 'all', 1: 'open', 5: 'refunded', 7: 'rejected', 6: 'withdrawn', [-1]: 'closed' };

/** What the buyer can do with a request from the list, by its state. */
function RefundActions({ refund }: { refund: RefundSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const { message } = App.useApp();
  const cancel = useCancelRefund();
  const detail = `/return-detail?refundSn=${refund.refundSn}`;
  return (
    <Space wrap>
      {refund.status === 2 && refund.applyType === 2 && (
        <LocaleLink to={detail} data-testid="uc-return-ship">
          <Button type="primary" size="small">
            {t('returns.shipReturn')}
          </Button>
        </LocaleLink>
      )}
      {refund.status === 7 && refund.intervention == null && (
        <LocaleLink to={detail} data-testid="uc-return-intervene">
          <Button size="small">{t('returns.intervene')}</Button>
        </LocaleLink>
      )}
      {[1, 2, 3].includes(refund.status) && (
        <Popconfirm
          title={t('returns.withdrawConfirm')}
          onConfirm={() => cancel.mutate(refund.refundSn, { onError: (err) => showError(err, (text) => void message.warning(text)) })}
          okButtonProps={{ 'data-testid': 'uc-return-withdraw-ok' } as Record<string, string>}
        >
          <Button size="small" loading={cancel.isPending} data-testid="uc-return-withdraw">
            {t('returns.withdraw')}
          </Button>
        </Popconfirm>
      )}
      <LocaleLink to={detail} data-testid="uc-return-detail">
        {t('returns.details')}
      </LocaleLink>
    </Space>
  );
}

function RefundCard({ refund }: { refund: RefundSummary }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const money = useMoney();
  const c = (key: string) => t(key, { ns: 'common' });
  return (
    <Card
      size="small"
      data-testid="uc-return"
      data-refund-sn={refund.refundSn}
      data-status={refund.status}
      title={
        <Space wrap>
          <span>{refund.shopName}</span>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
            {t('returns.number')}: {refund.refundSn} · {formatDateTime(refund.applyTime, locale)}
          </Typography.Text>
        </Space>
      }
      extra={
        <Space size={4}>
          <Tag color={REFUND_STATUS_COLORS[refund.status]} data-testid="uc-return-status">
            {c(`refund.shortStatus.${refund.status}`)}
          </Tag>
          {refund.intervention != null && <Tag color="purple">{c(`refund.intervention.${refund.intervention}`)}</Tag>}
          {refund.refundResult && refund.refundResult !== 'success' && (
            <Tag color={refund.refundResult === 'failed' ? 'red' : COLOR.gold}>{c(`refund.result.${refund.refundResult}`)}</Tag>
          )}
        </Space>
      }
    >
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Space orientation="vertical" size={8} style={{ flex: 1, minWidth: 240 }}>
          {refund.items.map((i) => (
            <Flex key={i.orderItemId} gap={12} align="center">
              <Image src={resolveImage(i.pic)} width={48} height={48} preview={false} alt="" />
              <div>
                <div>
                  {i.prodName} {i.gift && <Tag color="magenta">{t('returns.gift')}</Tag>}
                </div>
                <Typography.Text type="secondary">
                  {i.skuName} × {i.count}
                </Typography.Text>
              </div>
            </Flex>
          ))}
          <Typography.Text type="secondary">
            {c(`refund.applyType.${refund.applyType}`)} · {t('returns.orderNumber')}: {refund.orderNumber}
          </Typography.Text>
        </Space>
        <Space orientation="vertical" align="end">
          <Typography.Text strong data-testid="uc-return-amount">
            {money(refund.refundAmount)}
          </Typography.Text>
          <RefundActions refund={refund} />
        </Space>
      </Flex>
    </Card>
  );
}

/** /user-center/uc-return: the buyer's after-sales requests by state, with what can be done on each. */
export default function ReturnsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const status = REFUND_LIST_FILTERS.find((s) => TAB_KEYS[s] === sp.get('tab')) ?? 0;
  const [current, setCurrent] = useState(1);
  const list = useRefunds(status, current, PAGE_SIZE);
  return (
    <UserCenterPage pageKey="ucReturn">
      <Tabs
        activeKey={TAB_KEYS[status]}
        onChange={(key) => {
          setCurrent(1);
          setSp({ tab: key }, { replace: true });
        }}
        items={REFUND_LIST_FILTERS.map((s) => ({
          key: TAB_KEYS[s]!,
          label: <span data-testid={`uc-return-tab-${TAB_KEYS[s]}`}>{t(`returns.tabs.${TAB_KEYS[s]}`)}</span>,
        }))}
      />
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="uc-return-list">
            {list.data.records.map((r) => (
              <RefundCard key={r.refundSn} refund={r} />
            ))}
            {list.data.total > PAGE_SIZE && (
              <Pagination current={current} pageSize={PAGE_SIZE} total={list.data.total} onChange={setCurrent} showSizeChanger={false} />
            )}
          </Space>
        ) : (
          <Empty description={t('returns.empty')} data-testid="uc-return-empty">
            <LocaleLink to="/user-center/uc-order">{t('returns.toOrders')}</LocaleLink>
          </Empty>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
