import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { afterNextPaint, QueryStatus } from '@mall/shared/ui';
import { Empty, Pagination, Space, Tabs } from '@mall/shared/ui/lite';
import { OrderCard } from '../components/orders/order-card';
import { useOrderCounts, useOrders } from '../api/orders';
import { ORDER_TABS } from '../components/orders/order-states';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

export const PAGE_SIZE = 10;

/** The state tab the URL chooses (`?tab=`), "all" when none or unknown; the server entry reads it too. */
export const orderTabOf = (search: URLSearchParams) => ORDER_TABS.find((x) => x.key === search.get('tab')) ?? ORDER_TABS[0];

/**
 * My orders by buyer state (unpaid, to be shipped, shipped, pending evaluation, completed, canceled)
 * with counts. Light kit only (route flagged `light`): the page loads no antd (issue 19).
 */
export default function MyOrdersPage() {
  const [sp, setSp] = useSearchParams();
  const tab = orderTabOf(sp);
  // The page number belongs to the tab it was chosen on: another tab (or coming back) starts at page 1.
  const [paging, setPaging] = useState({ tab: tab.key, current: 1 });
  if (paging.tab !== tab.key) setPaging({ tab: tab.key, current: 1 });
  const current = paging.tab === tab.key ? paging.current : 1;
  return (
    <UserCenterPage pageKey="/user-center/uc-order">
      <OrderTabs
        tab={tab.key}
        // The URL change (the router's own work is ~20 ms at 4x CPU) and the list of the chosen
        // state come after the tab's paint, rendered in a transition that yields to input.
        onChoose={(key) => afterNextPaint(() => startTransition(() => setSp({ tab: key }, { replace: true })))}
        panel={<OrderList status={tab.status} current={current} onPage={(page) => setPaging({ tab: tab.key, current: page })} />}
      />
    </UserCenterPage>
  );
}

/**
 * The state tabs with their counts, the list in the chosen tab's panel. The chosen tab is this
 * component's own state, so a click re-renders only the tabs before the next paint (the panel's
 * list is the same element until the page follows).
 */
function OrderTabs({ tab, onChoose, panel }: { tab: string; onChoose: (key: string) => void; panel: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const counts = useOrderCounts();
  const [shownTab, setShownTab] = useState(tab);
  useEffect(() => setShownTab(tab), [tab]);
  return (
    <Tabs
      aria-label={t('titles./user-center/uc-order')}
      activeKey={shownTab}
      onChange={(key) => {
        setShownTab(key);
        onChoose(key);
      }}
      items={ORDER_TABS.map((x) => ({
        key: x.key,
        label: (
          <span data-testid={`uc-order-tab-${x.key}`}>
            {t(`orders.tabs.${x.key}`)}
            {counts.data ? ` (${counts.data[x.count]})` : ''}
          </span>
        ),
        children: panel,
      }))}
    />
  );
}

function OrderList({ status, current, onPage }: { status: number; current: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const list = useOrders(status, current, PAGE_SIZE);
  return (
    <QueryStatus query={list}>
      {list.data?.records.length ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {list.data.records.map((o) => (
            <OrderCard key={o.orderNumber} order={o} />
          ))}
          {list.data.total > PAGE_SIZE && <Pagination current={current} pageSize={PAGE_SIZE} total={list.data.total} onChange={onPage} />}
        </Space>
      ) : (
        <Empty description={t('orders.empty')} data-testid="uc-order-empty" />
      )}
    </QueryStatus>
  );
}
