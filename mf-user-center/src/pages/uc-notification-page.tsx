import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@mall/shared/router';
import { UnderConstruction } from '@mall/shared/ui';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const TABS = ['messages', 'subscribe'] as const;
type NotificationTab = (typeof TABS)[number];

/** Message notifications: the message list and subscriptions are tabs of one page, kept in `?tab=`. */
export default function MessageNotificationsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const tab: NotificationTab = params.get('tab') === 'subscribe' ? 'subscribe' : 'messages';
  return (
    <UserCenterPage pageKey="ucNotification">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'messages' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({ key, label: t(`notification.tabs.${key}`), children: <UnderConstruction /> }))}
      />
    </UserCenterPage>
  );
}
