import { useEffect, useState } from 'react';
import { Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../../namespace';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time left until `until`, as days/hours/minutes ('3 d 4 h left'), ticking every minute. */
export function ValidityCountdown({ until, testId = 'validity-countdown' }: { until: string; testId?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(id);
  }, []);
  const left = new Date(until).getTime() - now;
  if (!(left > 0))
    return (
      <Typography.Text type="danger" data-testid={testId} data-left="0">
        {t('sourcing.countdown.over')}
      </Typography.Text>
    );
  const d = Math.floor(left / DAY);
  const h = Math.floor((left % DAY) / HOUR);
  const m = Math.max(1, Math.floor((left % HOUR) / MINUTE));
  const text =
    d > 0
      ? t('sourcing.countdown.daysHours', { d, h })
      : h > 0
        ? t('sourcing.countdown.hoursMinutes', { h, m })
        : t('sourcing.countdown.minutes', { m });
  return (
    <Typography.Text type={left < DAY ? 'warning' : undefined} data-testid={testId} data-left={Math.round(left / 1000)}>
      {text}
    </Typography.Text>
  );
}
