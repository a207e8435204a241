import { useState } from 'react';
import { DatePicker, Flex, Segmented, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDateTime, LEDGER_REASONS, useLocale, useMoney } from '@mall/shared';
import type { LedgerEntryView } from '@mall/shared/contracts';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useLedger, type LedgerFilter } from '../../api/wallet';
import { NAMESPACE } from '../../namespace';

const SIZE = 10;

/** Every movement of the balance or the points with its reason, the orders it concerns and its date; filters and paging. */
export function LedgerTable({ which }: { which: 'balance' | 'points' }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const money = useMoney();
  const [filter, setFilter] = useState<LedgerFilter>({});
  const [current, setCurrent] = useState(1);
  const ledger = useLedger(which, filter, current, SIZE);
  const change = (next: LedgerFilter) => {
    setFilter(next);
    setCurrent(1);
  };
  const amount = (v: number) => (which === 'balance' ? money(Math.abs(v)) : String(Math.abs(v)));
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Flex wrap gap={12} data-testid={`${which}-filters`}>
        <Segmented
          value={filter.direction ?? 'all'}
          onChange={(v) => change({ ...filter, direction: v === 'all' ? undefined : (v as 'in' | 'out') })}
          options={['all', 'in', 'out'].map((v) => ({ value: v, label: t(`ledger.direction.${v}`) }))}
        />
        <Select
          allowClear
          placeholder={t('ledger.reasonAll')}
          aria-label={t('ledger.reason')}
          style={{ minWidth: 180 }}
          value={filter.reason}
          onChange={(reason?: string) => change({ ...filter, reason })}
          options={LEDGER_REASONS[which].map((r) => ({ value: r, label: t(`ledger.reasons.${r}`) }))}
          data-testid={`${which}-reason`}
        />
        <DatePicker.RangePicker
          onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
            change({ ...filter, from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </Flex>
      <QueryStatus query={ledger}>
        <Table<LedgerEntryView>
          rowKey="entryId"
          size="small"
          data-testid={`${which}-ledger`}
          dataSource={ledger.data?.records ?? []}
          locale={{ emptyText: t('ledger.empty') }}
          pagination={
            (ledger.data?.total ?? 0) > SIZE
              ? { current, pageSize: SIZE, total: ledger.data?.total, onChange: setCurrent, showSizeChanger: false }
              : false
          }
          columns={[
            { title: t('ledger.date'), dataIndex: 'createTime', render: (v: string) => formatDateTime(v, locale) },
            {
              title: t('ledger.reason'),
              dataIndex: 'reason',
              render: (r: string) => <span data-testid="ledger-reason">{t(`ledger.reasons.${r}`, { defaultValue: r })}</span>,
            },
            {
              title: t('ledger.change'),
              dataIndex: 'change',
              align: 'right',
              render: (v: number) => (
                <Typography.Text type={v > 0 ? 'success' : 'danger'} data-testid="ledger-change">
                  {v > 0 ? '+' : '−'}
                  {amount(v)}
                </Typography.Text>
              ),
            },
            {
              title: t(which === 'balance' ? 'ledger.balanceAfter' : 'ledger.pointsAfter'),
              dataIndex: 'after',
              align: 'right',
              render: (v: number) => (which === 'balance' ? money(v) : v),
            },
            {
              title: t('ledger.orders'),
              dataIndex: 'orderNumbers',
              render: (list: string[], row) =>
                list.length ? (
                  <Space wrap size={4}>
                    {list.map((n) => (
                      <LocaleLink key={n} to={`/order-detail?orderNumber=${n}`} data-testid="ledger-order">
                        {n}
                      </LocaleLink>
                    ))}
                  </Space>
                ) : (
                  <Typography.Text type="secondary">{row.reason === 'recharge' || row.reason === 'signIn' ? row.ref : '—'}</Typography.Text>
                ),
            },
          ]}
        />
      </QueryStatus>
    </Space>
  );
}
