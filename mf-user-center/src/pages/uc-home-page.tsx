import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { useMoney } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { Badge, Button, Card, Col, Empty, Picture, Row, Space, Tag, Typography } from '@mall/shared/ui/lite';
import { OrderThumb } from '../components/orders/order-thumb';
import type { CenterOverview } from '@mall/shared/contracts';
import { useOverview } from '../api/overview';
import { useLocalDateTime } from '@mall/shared/ui/hydrated';
import { ORDER_TABS, STATUS_KEY } from '../components/orders/order-states';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';

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

const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center' };
const LIST: CSSProperties = { margin: 0, padding: 0, listStyle: 'none' };
const ITEM: CSSProperties = { display: 'flex', alignItems: 'center', gap: 12, padding: '12px 0', borderBottom: '1px solid #f0f0f0' };

/** The buyer's picture, or the first letter of their nickname on a round tint. */
function Avatar({ pic, name }: { pic: string | null | undefined; name: string }) {
  const round: CSSProperties = { flex: 'none', width: 72, height: 72, borderRadius: '50%' };
  if (pic) return <Picture src={pic} width={72} height={72} sizes="72px" maxWidth={72} alt="" priority="eager" style={round} />;
  return (
    <span aria-hidden style={{ ...round, display: 'grid', placeItems: 'center', background: '#d9d9d9', color: '#fff', fontSize: 28 }}>
      {name.slice(0, 1)}
    </span>
  );
}

/** A figure under its caption (antd's Statistic look). */
function Statistic({ title, value }: { title: ReactNode; value: ReactNode }) {
  return (
    <>
      <div className="ml-text-secondary" style={{ fontSize: 14 }}>
        {title}
      </div>
      <div style={{ fontSize: 24, color: 'var(--ml-text)' }}>{value}</div>
    </>
  );
}

/**
 * The buyer, their level and growth to the next one, money, points, coupons. The overview is on
 * the light kit (route flagged `light`): it loads no antd (issue 19).
 */
function Summary({ o }: { o: CenterOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const when = useLocalDateTime();
  const next = o.progress.next;
  const pct = next
    ? Math.min(100, Math.round(((o.progress.growth - o.progress.growthMin) / (next.growthMin - o.progress.growthMin)) * 100))
    : 100;
  return (
    <Card data-testid="uc-home-summary">
      <div style={{ ...ROW, gap: 24 }}>
        <Avatar pic={o.user.pic} name={o.user.nickName} />
        <Space orientation="vertical" size={4} style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }} data-testid="uc-home-greeting">
            {t('home.hello', { name: o.user.nickName })}
          </Typography.Title>
          <Space wrap>
            <Tag color="gold" data-testid="uc-home-level">
              {t('home.level', { level: o.progress.level, name: o.progress.name })}
            </Tag>
            {o.membership.paid ? (
              <Tag color="volcano" data-testid="uc-home-member">
                {t('home.paidMember', { date: when(o.membership.expiresAt) })}
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
          <div
            role="progressbar"
            aria-label={t('home.growth')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={pct}
            style={{ height: 6, borderRadius: 3, background: 'rgba(0,0,0,.06)', overflow: 'hidden' }}
          >
            <div style={{ width: `${pct}%`, height: '100%', background: 'var(--ml-primary)' }} />
          </div>
        </Space>
      </div>
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
  const when = useLocalDateTime();
  return (
    <Card title={t('home.orders')} extra={<LocaleLink to="/user-center/uc-order">{t('home.allOrders')}</LocaleLink>}>
      <div style={{ ...ROW, gap: 24, marginBottom: 12 }}>
        {ORDER_TABS.filter((x) => x.key !== 'all').map((x) => (
          <LocaleLink
            key={x.key}
            to={`/user-center/uc-order?tab=${x.key}`}
            data-testid={`uc-home-count-${x.key}`}
            style={{ display: 'inline-block', minHeight: 24, lineHeight: '24px', paddingRight: 8 }}
          >
            <Badge count={o.orderCounts[x.count]}>
              <span>{t(`orders.tabs.${x.key}`)}</span>
            </Badge>
          </LocaleLink>
        ))}
      </div>
      {o.latestOrders.length ? (
        <ul style={LIST}>
          {o.latestOrders.map((order) => (
            <li key={order.orderNumber} data-testid="uc-home-order" style={ITEM}>
              <OrderThumb src={order.pic} />
              <div style={{ flex: 1, minWidth: 0 }}>
                <div>{order.prodName}</div>
                <Typography.Text type="secondary">
                  {[order.shopName, t('home.items', { count: order.itemCount }), when(order.createTime)].filter(Boolean).join(' · ')}
                </Typography.Text>
              </div>
              <Space orientation="vertical" align="end" size={0}>
                <Typography.Text strong>{money(order.actualTotal)}</Typography.Text>
                <Tag>{t(`orders.status.${STATUS_KEY[order.status]}`)}</Tag>
              </Space>
              <LocaleLink to={`/order-detail?orderNumber=${order.orderNumber}`}>{t('orders.detail')}</LocaleLink>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('home.noOrders')} />
      )}
    </Card>
  );
}

function Messages({ o }: { o: CenterOverview }) {
  const { t } = useTranslation(NAMESPACE);
  const when = useLocalDateTime();
  return (
    <Card
      title={
        <Space>
          {t('home.messages')}
          {o.unread > 0 ? (
            <span className="ml-badge-count" style={{ position: 'static', display: 'inline-block' }} data-testid="uc-home-unread">
              {o.unread > 99 ? '99+' : o.unread}
            </span>
          ) : null}
        </Space>
      }
      extra={<LocaleLink to="/user-center/uc-notification">{t('home.allMessages')}</LocaleLink>}
    >
      {o.latestNotifications.length ? (
        <ul style={LIST}>
          {o.latestNotifications.map((n) => (
            <li key={n.notificationId} style={{ ...ITEM, display: 'block', padding: '8px 0' }}>
              <div>{n.link ? <LocaleLink to={n.link}>{n.text}</LocaleLink> : n.text}</div>
              <Typography.Text type="secondary">{when(n.createTime)}</Typography.Text>
            </li>
          ))}
        </ul>
      ) : (
        <Empty description={t('home.noMessages')} />
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
              <div style={{ ...ROW, gap: 8 }}>
                {QUICK_LINKS.map(([path, key]) => (
                  <LocaleLink key={path} to={`/user-center/${path}`}>
                    <Button tabIndex={-1}>{t(`home.links.${key}`)}</Button>
                  </LocaleLink>
                ))}
              </div>
            </Card>
          </Space>
        )}
      </QueryStatus>
    </UserCenterPage>
  );
}
