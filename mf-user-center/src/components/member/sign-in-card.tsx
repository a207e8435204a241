import { Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { SIGN_IN_POINTS, SIGN_IN_STREAK_BONUS, SIGN_IN_STREAK_DAYS } from '@mall/shared';
import { QueryStatus } from '@mall/shared/ui';
import { useSignIn, useSignInStatus } from '../../api/member';
import { NAMESPACE } from '../../namespace';
import { useFeedback } from '../feedback';

/** The days of a month as 'YYYY-MM-DD' (the month of `today`). */
function monthOf(today: string): string[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => `${today.slice(0, 8)}${String(i + 1).padStart(2, '0')}`);
}

/** Daily sign-in: once a day in the buyer's time zone, points, and a bonus on every 7th day in a row. */
export function SignInCard() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const status = useSignInStatus();
  const signIn = useSignIn();
  const s = status.data;
  return (
    <Card title={t('member.signIn.title')} data-testid="sign-in-card">
      <QueryStatus query={status} rows={3}>
        {s && (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Space orientation="vertical" size={0}>
                <Typography.Text data-testid="sign-in-streak">{t('member.signIn.streak', { count: s.streak })}</Typography.Text>
                <Typography.Text type="secondary">
                  {t('member.signIn.rule', { points: SIGN_IN_POINTS, days: SIGN_IN_STREAK_DAYS, bonus: SIGN_IN_STREAK_BONUS })}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('member.signIn.zone', { zone: s.timeZone })}
                </Typography.Text>
              </Space>
              <Button
                type="primary"
                size="large"
                disabled={s.signedToday}
                loading={signIn.isPending}
                onClick={() =>
                  signIn.mutate(undefined, {
                    onSuccess: (r) =>
                      feedback.done(r.bonus ? 'member.signIn.doneBonus' : 'member.signIn.done', { points: r.points, bonus: r.bonus }),
                    onError: feedback.failed,
                  })
                }
                data-testid="sign-in-button"
              >
                {s.signedToday ? t('member.signIn.signed') : t('member.signIn.action', { points: s.nextPoints })}
              </Button>
            </Flex>
            <Flex wrap gap={6} aria-label={t('member.signIn.calendar')}>
              {monthOf(s.today).map((day) => {
                const signed = s.monthDays.includes(day);
                return (
                  <Tag
                    key={day}
                    color={signed ? 'green' : day === s.today ? 'blue' : undefined}
                    style={{ width: 36, textAlign: 'center', margin: 0 }}
                    data-testid={signed ? 'sign-in-day-signed' : undefined}
                  >
                    {Number(day.slice(8))}
                  </Tag>
                );
              })}
            </Flex>
          </Space>
        )}
      </QueryStatus>
    </Card>
  );
}
