import { startTransition, useEffect, useState } from 'react';
import { Empty, Pagination, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@mall/shared/router';
import { QueryStatus } from '@mall/shared/ui';
import { OrderCard } from '../components/orders/order-card';
import { useOrderCounts, useOrders } from '../api/orders';
import { ORDER_TABS } from '../components/orders/order-states';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const PAGE_SIZE = 10;

/** My orders by buyer state (unpaid, to be shipped, shipped, pending evaluation, completed, canceled) with counts. */
export default function MyOrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const tab = ORDER_TABS.find((x) => x.key === sp.get('tab')) ?? ORDER_TABS[0];
  // The tab shows as chosen at once; the list for it renders in a transition that yields to input.
  const [shownTab, setShownTab] = useState<string>(tab.key);
  useEffect(() => setShownTab(tab.key), [tab.key]);
  const [current, setCurrent] = useState(1);
  const counts = useOrderCounts();
  const list = useOrders(tab.status, current, PAGE_SIZE);
  return (
    <UserCenterPage pageKey="/user-center/uc-order">
      <Tabs
        activeKey={shownTab}
        onChange={(key) => {
          setShownTab(key);
          startTransition(() => {
            setCurrent(1);
            setSp({ tab: key }, { replace: true });
          });
        }}
        items={ORDER_TABS.map((x) => ({
          key: x.key,
          label: (
            <span data-testid={`uc-order-tab-${x.key}`}>
              {t(`orders.tabs.${x.key}`)}
              {counts.data ? ` (${counts.data[x.count]})` : ''}
            </span>
          ),
        }))}
      />
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {list.data.records.map((o) => (
              <OrderCard key={o.orderNumber} order={o} />
            ))}
            {list.data.total > PAGE_SIZE && (
              <Pagination current={current} pageSize={PAGE_SIZE} total={list.data.total} onChange={setCurrent} showSizeChanger={false} />
            )}
          </Space>
        ) : (
          <Empty description={t('orders.empty')} data-testid="uc-order-empty" />
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
