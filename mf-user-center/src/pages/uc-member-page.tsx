import { Alert, Button, Card, Col, Descriptions, List, Progress, Row, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useNavigate } from '@mall/shared/router';
import { formatDate, formatDateTime, useLocale, useMoney } from '@mall/shared';
import type { MemberCentre, MemberPlanView } from '@mall/shared/contracts';
import { QueryStatus, useLocalePath } from '@mall/shared/ui';
import { useBuyPlan, useMemberCentre } from '../api/member';
import { useFeedback } from '../components/feedback';
import { PointsMall } from '../components/member/points-mall';
import { SignInCard } from '../components/member/sign-in-card';
import { UserCenterPage } from '../components/user-center-page';
import { NAMESPACE } from '../namespace';
import { COLOR } from '@mall/shared/ui/tokens';

/** The level, growth to the next one, and every level with its points rate. */
function Levels({ c }: { c: MemberCentre }) {
  const { t } = useTranslation(NAMESPACE);
  const { progress: p } = c;
  const pct = p.next ? Math.round(((p.growth - p.growthMin) / (p.next.growthMin - p.growthMin)) * 100) : 100;
  return (
    <Card title={t('member.levels.title')} data-testid="member-levels">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={COLOR.gold} style={{ fontSize: 14 }} data-testid="member-level">
            {t('home.level', { level: p.level, name: p.name })}
          </Tag>
          <Typography.Text>{t('member.levels.growth', { growth: p.growth })}</Typography.Text>
        </Space>
        <Progress percent={Math.min(100, pct)} aria-label={t('home.growth')} />
        <Typography.Text type="secondary">
          {p.next ? t('home.growthToNext', { growth: p.growth, need: p.next.growthMin - p.growth, name: p.next.name }) : t('home.topLevel')}
        </Typography.Text>
        <Table
          rowKey="level"
          size="small"
          pagination={false}
          dataSource={c.levels}
          rowClassName={(l) => (l.level === p.level ? 'ant-table-row-selected' : '')}
          columns={[
            { title: t('member.levels.level'), render: (_, l) => t('home.level', { level: l.level, name: l.name }) },
            { title: t('member.levels.growthMin'), dataIndex: 'growthMin' },
            { title: t('member.levels.benefit'), render: (_, l) => t('member.levels.pointsRate', { pct: l.pointsPct }) },
          ]}
        />
        <Typography.Text type="secondary">{t('member.levels.how')}</Typography.Text>
      </Space>
    </Card>
  );
}

/** Paid membership: the active term and the plans, bought at the payment counter. */
function PaidMembership({ c }: { c: MemberCentre }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const locale = useLocale();
  const feedback = useFeedback();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const buy = useBuyPlan();
  const m = c.membership;
  const benefits = (plan: MemberPlanView) => [
    t('member.paid.benefitDiscount', { pct: 100 - plan.discountPct }),
    ...(plan.freeShipping ? [t('member.paid.benefitShipping')] : []),
    ...(plan.couponCount ? [t('member.paid.benefitCoupons', { count: plan.couponCount, name: plan.couponName })] : []),
    ...(plan.bonusPoints ? [t('member.paid.benefitPoints', { points: plan.bonusPoints })] : []),
  ];
  return (
    <Card title={t('member.paid.title')} data-testid="paid-membership">
      {m.paid ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span data-testid="membership-active">
              {t('member.paid.active', { plan: m.planName ?? t('member.paid.member'), date: formatDate(m.expiresAt!, locale) })}
            </span>
          }
          description={t('member.paid.activeBenefits', {
            pct: 100 - m.discountPct,
            shipping: m.freeShipping ? t('member.paid.benefitShipping') : '',
          })}
        />
      ) : (
        <Typography.Paragraph type="secondary">{t('member.paid.none')}</Typography.Paragraph>
      )}
      <Row gutter={[16, 16]}>
        {c.plans.map((plan) => (
          <Col xs={24} md={12} key={plan.planId}>
            <Card size="small" data-testid={`plan-${plan.planId}`} title={plan.name}>
              <Typography.Title level={3} style={{ fontSize: 22, color: '#d4380d', marginTop: 0 }}>
                {money(plan.price)}
                <Typography.Text type="secondary" style={{ fontSize: 14 }}>
                  {' '}
                  / {t('member.paid.months', { count: plan.months })}
                </Typography.Text>
              </Typography.Title>
              <List size="small" dataSource={benefits(plan)} renderItem={(b) => <List.Item>{b}</List.Item>} />
              <Button
                type="primary"
                block
                style={{ marginTop: 12 }}
                loading={buy.isPending && buy.variables === plan.planId}
                onClick={() =>
                  buy.mutate(plan.planId, {
                    onSuccess: ({ orderNumber }) => navigate(localePath(`/payment?orderNumbers=${orderNumber}`)),
                    onError: feedback.failed,
                  })
                }
                data-testid={`plan-buy-${plan.planId}`}
              >
                {m.paid ? t('member.paid.extend') : t('member.paid.buy')}
              </Button>
            </Card>
          </Col>
        ))}
      </Row>
      {m.paid && (
        <Descriptions size="small" style={{ marginTop: 12 }}>
          <Descriptions.Item label={t('member.paid.until')}>{formatDateTime(m.expiresAt!, locale)}</Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}

function GrowthLog({ c }: { c: MemberCentre }) {
  const { t } = useTranslation(NAMESPACE);
  const locale = useLocale();
  return (
    <Card title={t('member.growthLog.title')}>
      <Table
        rowKey="entryId"
        size="small"
        pagination={false}
        dataSource={c.growthLog}
        locale={{ emptyText: t('member.growthLog.empty') }}
        columns={[
          { title: t('ledger.date'), dataIndex: 'createTime', render: (v: string) => formatDateTime(v, locale) },
          {
            title: t('ledger.reason'),
            dataIndex: 'reason',
            // A refund's line names '<order>:<request>': the order is what the buyer knows.
            render: (r: string, e) => t(`member.growthLog.reasons.${r}`, { ref: e.ref.split(':')[0], defaultValue: r }),
          },
          { title: t('ledger.change'), dataIndex: 'change', render: (v: number) => (v > 0 ? `+${v}` : String(v)) },
          { title: t('member.growthLog.after'), dataIndex: 'growthAfter' },
        ]}
      />
    </Card>
  );
}

/** Member centre: level and growth, paid membership, daily sign-in, the points mall. */
export default function MemberCenterPage() {
  const centre = useMemberCentre();
  const c = centre.data;
  return (
    <UserCenterPage pageKey="ucMember">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <SignInCard />
        <QueryStatus query={centre} rows={8}>
          {c && (
            <Space orientation="vertical" size={16} style={{ width: '100%' }}>
              <PaidMembership c={c} />
              <Levels c={c} />
              <GrowthLog c={c} />
            </Space>
          )}
        </QueryStatus>
        <PointsMall />
      </Space>
    </UserCenterPage>
  );
}
