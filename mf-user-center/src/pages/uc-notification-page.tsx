import { useState } from 'react';
import { Badge, Button, Empty, Flex, List, Pagination, Segmented, Space, Switch, Table, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate, useSearchParams } from '@mall/shared/router';
import { formatDateTime, NOTIFICATION_KINDS, useLocale, type NotificationKind } from '@mall/shared';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import {
  useMarkAllRead,
  useMarkRead,
  useNotifications,
  useNotificationSettings,
  useSaveNotificationSettings,
  useUnreadCount,
} from '../api/notifications';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

const TABS = ['messages', 'subscribe'] as const;
type NotificationTab = (typeof TABS)[number];
const SIZE = 10;

/** The message list: by kind, unread only or all, newest first; opening one marks it read. */
function MessageList() {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const [kind, setKind] = useState<NotificationKind | 'all'>('all');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [current, setCurrent] = useState(1);
  const list = useNotifications(kind === 'all' ? undefined : kind, unreadOnly, current, SIZE);
  const unread = useUnreadCount();
  const read = useMarkRead();
  const readAll = useMarkAllRead();
  const counts = unread.data?.byKind;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Flex justify="space-between" wrap gap={12}>
        <Segmented
          value={kind}
          onChange={(v) => (setKind(v as NotificationKind | 'all'), setCurrent(1))}
          options={['all', ...NOTIFICATION_KINDS].map((k) => ({
            value: k,
            label: (
              <Badge count={k === 'all' ? unread.data?.total : counts?.[k as NotificationKind]} size="small" offset={[6, -2]}>
                <span data-testid={`notification-kind-${k}`}>{t(`notification.kinds.${k}`)}</span>
              </Badge>
            ),
          }))}
        />
        <Space>
          <Switch
            aria-label={t('notification.unreadOnly')}
            checked={unreadOnly}
            onChange={(v) => (setUnreadOnly(v), setCurrent(1))}
            data-testid="notification-unread-only"
          />
          <span>{t('notification.unreadOnly')}</span>
          <Button
            onClick={() => readAll.mutate(kind === 'all' ? undefined : kind, { onError: feedback.failed })}
            loading={readAll.isPending}
            disabled={!unread.data?.total}
            data-testid="notification-read-all"
          >
            {t('notification.readAll')}
          </Button>
        </Space>
      </Flex>
      <QueryStatus query={list}>
        {list.data?.records.length ? (
          <>
            <List
              dataSource={list.data.records}
              renderItem={(n) => (
                <List.Item
                  key={n.notificationId}
                  data-testid="notification"
                  data-read={n.read}
                  actions={[
                    ...(n.link
                      ? [
                          <Button
                            key="open"
                            type="link"
                            onClick={() => {
                              if (!n.read) read.mutate(n.notificationId);
                              navigate(localePath(n.link!));
                            }}
                          >
                            {t('notification.open')}
                          </Button>,
                        ]
                      : []),
                    ...(!n.read
                      ? [
                          <Button
                            key="read"
                            type="link"
                            onClick={() => read.mutate(n.notificationId, { onError: feedback.failed })}
                            data-testid="notification-mark-read"
                          >
                            {t('notification.markRead')}
                          </Button>,
                        ]
                      : []),
                  ]}
                >
                  <List.Item.Meta
                    avatar={<Badge dot={!n.read} />}
                    title={
                      <Space>
                        <Tag>{t(`notification.kinds.${n.kind}`)}</Tag>
                        <Typography.Text strong={!n.read}>{n.text}</Typography.Text>
                      </Space>
                    }
                    description={formatDateTime(n.createTime, locale)}
                  />
                </List.Item>
              )}
            />
            {list.data.total > SIZE && (
              <Pagination current={current} pageSize={SIZE} total={list.data.total} onChange={setCurrent} showSizeChanger={false} />
            )}
          </>
        ) : (
          <Empty description={t(unreadOnly ? 'notification.noUnread' : 'notification.empty')} data-testid="notification-empty" />
        )}
      </QueryStatus>
    </Space>
  );
}

/** E-mail copies per kind: on or off (the mailer honours it). */
function Subscriptions() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  return (
    <QueryStatus query={settings}>
      <Typography.Paragraph type="secondary">{t('notification.subscribeHint')}</Typography.Paragraph>
      <Table
        rowKey="kind"
        pagination={false}
        dataSource={settings.data ?? []}
        columns={[
          { title: t('notification.kind'), dataIndex: 'kind', render: (k: NotificationKind) => t(`notification.kinds.${k}`) },
          {
            title: t('notification.email'),
            dataIndex: 'email',
            render: (email: boolean, row) => (
              <Switch
                checked={email}
                loading={save.isPending && save.variables?.[0]?.kind === row.kind}
                onChange={(on) =>
                  save.mutate([{ kind: row.kind, email: on }], {
                    onSuccess: () => feedback.done('notification.saved'),
                    onError: feedback.failed,
                  })
                }
                aria-label={t('notification.emailFor', { kind: t(`notification.kinds.${row.kind}`) })}
                data-testid={`subscribe-${row.kind}`}
              />
            ),
          },
        ]}
      />
    </QueryStatus>
  );
}

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
        items={TABS.map((key) => ({
          key,
          label: t(`notification.tabs.${key}`),
          children: key === 'messages' ? <MessageList /> : <Subscriptions />,
        }))}
      />
    </UserCenterPage>
  );
}
