import { Avatar, Badge, Button, Card, Col, Empty, Flex, List, Progress, Row, Space, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, resolveImage, useLocale, useMoney } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { CenterOverview } from '@mall/shared/contracts';
import { useOverview } from '../api/overview';
import { ORDER_TABS, STATUS_KEY } from '../components/orders/order-states';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';
import { COLOR } from '@mall/shared/ui/tokens';

const QUICK_LINKS = [
  ['uc-account', 'account'],
  ['uc-address', 'address'],
  ['uc-company', 'company'],
  ['uc-password', 'password'],
  ['uc-collection', 'collection'],
  ['uc-footprint', 'footprint'],
  ['uc-coupon', 'coupon'],
  ['uc-member', 'member'],
] as const;

/** The buyer, their level and growth to the next one, money, points, coupons. */
function Summary({ o }: { o: CenterOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const locale = useLocale();
  const next = o.progress.next;
  const pct = next
    ? Math.min(100, Math.round(((o.progress.growth - o.progress.growthMin) / (next.growthMin - o.progress.growthMin)) * 100))
    : 100;
  return (
    <Card data-testid="uc-home-summary">
      <Flex gap={24} wrap align="center">
        <Avatar size={72} src={o.user.pic ? resolveImage(o.user.pic) : undefined} alt="">
          {o.user.nickName.slice(0, 1)}
        </Avatar>
        <Space orientation="vertical" size={4} style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} data-testid="uc-home-greeting">
            {t('home.hello', { name: o.user.nickName })}
          </Typography.Title>
          <Space wrap>
            <Tag color={COLOR.gold} data-testid="uc-home-level">
              {t('home.level', { level: o.progress.level, name: o.progress.name })}
            </Tag>
            {o.membership.paid ? (
              <Tag color="volcano" data-testid="uc-home-member">
                {t('home.paidMember', { date: formatDateTime(o.membership.expiresAt!, locale) })}
              </Tag>
            ) : (
              <LocaleLink to="/user-center/uc-member">{t('home.becomeMember')}</LocaleLink>
            )}
          </Space>
          <Typography.Text type="secondary">
            {next
              ? t('home.growthToNext', { growth: o.progress.growth, need: next.growthMin - o.progress.growth, name: next.name })
              : t('home.topLevel')}
          </Typography.Text>
          <Progress percent={pct} size="small" showInfo={false} aria-label={t('home.growth')} />
        </Space>
      </Flex>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {[
          ['balance', money(o.balance), '/user-center/uc-balance'],
          ['points', String(o.points), '/user-center/uc-points'],
          ['coupons', String(o.couponCount), '/user-center/uc-coupon'],
          ['signIn', o.signedInToday ? t('home.signedIn') : t('home.notSignedIn'), '/user-center/uc-member'],
        ].map(([key, value, to]) => (
          <Col xs={12} md={6} key={key}>
            <LocaleLink to={to!} data-testid={`uc-home-${key}`}>
              <Statistic title={t(`home.stats.${key}`)} value={value} />
            </LocaleLink>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

function Orders({ o }: { o: CenterOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const locale = useLocale();
  return (
    <Card title={t('home.orders')} extra={<LocaleLink to="/user-center/uc-order">{t('home.allOrders')}</LocaleLink>}>
      <Flex wrap gap={24} style={{ marginBottom: 12 }}>
        {ORDER_TABS.filter((x) => x.key !== 'all').map((x) => (
          <LocaleLink key={x.key} to={`/user-center/uc-order?tab=${x.key}`} data-testid={`uc-home-count-${x.key}`}>
            <Badge count={o.orderCounts[x.count]} size="small" offset={[8, 0]} showZero={false}>
              <span>{t(`orders.tabs.${x.key}`)}</span>
            </Badge>
          </LocaleLink>
        ))}
      </Flex>
      {o.latestOrders.length ? (
        <List
          dataSource={o.latestOrders}
          renderItem={(order) => (
            <List.Item
              key={order.orderNumber}
              data-testid="uc-home-order"
              extra={<LocaleLink to={`/order-detail?orderNumber=${order.orderNumber}`}>{t('orders.detail')}</LocaleLink>}
            >
              <List.Item.Meta
                avatar={<Avatar shape="square" size={48} src={resolveImage(order.pic)} alt="" />}
                title={order.prodName}
                description={`${order.shopName} · ${t('home.items', { count: order.itemCount })} · ${formatDateTime(order.createTime, locale)}`}
              />
              <Space orientation="vertical" align="end" size={0}>
                <Typography.Text strong>{money(order.actualTotal)}</Typography.Text>
                <Tag>{t(`orders.status.${STATUS_KEY[order.status]}`)}</Tag>
              </Space>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('home.noOrders')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}

function Messages({ o }: { o: CenterOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  return (
    <Card
      title={
        <Space>
          {t('home.messages')}
          <Badge count={o.unread} data-testid="uc-home-unread" />
        </Space>
      }
      extra={<LocaleLink to="/user-center/uc-notification">{t('home.allMessages')}</LocaleLink>}
    >
      {o.latestNotifications.length ? (
        <List
          size="small"
          dataSource={o.latestNotifications}
          renderItem={(n) => (
            <List.Item key={n.notificationId}>
              <List.Item.Meta
                title={n.link ? <LocaleLink to={n.link}>{n.text}</LocaleLink> : n.text}
                description={formatDateTime(n.createTime, locale)}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t('home.noMessages')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      )}
    </Card>
  );
}

/** "My account": the overview of everything in the user centre, from one call. */
export default function UserCenterHomePage() {
  const { t } = useTranslation(NAMESPACE);
  const overview = useOverview();
  const o = overview.data;
  return (
    <UserCenterPage pageKey="ucHome">
      <QueryStatus query={overview} rows={8}>
        {o && (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Summary o={o} />
            <Row gutter={[16, 16]}>
              <Col xs={24} lg={14}>
                <Orders o={o} />
              </Col>
              <Col xs={24} lg={10}>
                <Messages o={o} />
              </Col>
            </Row>
            <Card title={t('home.quickLinks')}>
              <Flex wrap gap={8}>
                {QUICK_LINKS.map(([path, key]) => (
                  <LocaleLink key={path} to={`/user-center/${path}`}>
                    <Button>{t(`home.links.${key}`)}</Button>
                  </LocaleLink>
                ))}
              </Flex>
            </Card>
          </Space>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
