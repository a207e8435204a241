import { Card, Col, List, Row, Space, Statistic } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { ORDER_REWARD_PER_UNIT, POINTS_STEP, SIGN_IN_POINTS, SIGN_IN_STREAK_BONUS, SIGN_IN_STREAK_DAYS, useMoney } from '@mall/shared';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import { useWalletSummary } from '../api/wallet';
import { UserCenterPage } from '../components/user-center-page';
import { LedgerTable } from '../components/wallet/ledger-table';
import { NAMESPACE } from '../namespace';

/** My points: the total, how points are earned and spent (stated), and every movement. */
export default function MyPointsPage() {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const summary = useWalletSummary();
  const s = summary.data;
  const rules = [
    t('points.rules.spend', { step: POINTS_STEP, points: s?.pointsPerCent ?? 10, value: money(1) }),
    t('points.rules.orders', { points: ORDER_REWARD_PER_UNIT }),
    t('points.rules.signIn', { points: SIGN_IN_POINTS, days: SIGN_IN_STREAK_DAYS, bonus: SIGN_IN_STREAK_BONUS }),
    t('points.rules.member'),
    t('points.rules.mall'),
    t('points.rules.expiry'),
  ];
  return (
    <UserCenterPage pageKey="ucPoints">
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card>
          <QueryStatus query={summary} rows={2}>
            <Row gutter={24}>
              <Col xs={12}>
                <Statistic
                  title={t('points.current')}
                  value={s?.points ?? 0}
                  valueRender={(v) => <span data-testid="points-current">{v}</span>}
                />
              </Col>
              <Col xs={12}>
                <Statistic title={t('points.worth')} value={money(Math.floor((s?.points ?? 0) / (s?.pointsPerCent ?? 10)))} />
              </Col>
            </Row>
          </QueryStatus>
        </Card>
        <Card title={t('points.how')} extra={<LocaleLink to="/user-center/uc-member">{t('points.toMember')}</LocaleLink>}>
          <List size="small" dataSource={rules} renderItem={(r) => <List.Item>{r}</List.Item>} data-testid="points-rules" />
        </Card>
        <Card title={t('points.ledger')}>
          <LedgerTable which="points" />
        </Card>
      </Space>
    </UserCenterPage>
  );
}
