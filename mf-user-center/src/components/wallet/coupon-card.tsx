import type { ReactNode } from 'react';
import { Card, Flex, Space, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { formatDate, useLocale, useMoney } from '@mall/shared';
import type { CentreCouponView } from '@mall/shared/contracts';
import { NAMESPACE } from '../../namespace';
import { COLOR } from '@mall/shared/ui/tokens';

type Terms = Pick<
  CentreCouponView,
  'couponId' | 'shopName' | 'name' | 'kind' | 'reduceAmount' | 'discountPct' | 'minAmount' | 'exclusive' | 'startsAt' | 'endsAt'
>;

/** A coupon's terms as the buyer reads them: value, condition, where it applies, validity. */
export function CouponCard({ c, extra, muted, testId }: { c: Terms; extra?: ReactNode; muted?: boolean; testId: string }) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const locale = useLocale();
  return (
    <Card
      size="small"
      data-testid={testId}
      data-coupon-id={c.couponId}
      style={{ opacity: muted ? 0.6 : 1, borderLeft: '4px solid #d4380d' }}
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Space orientation="vertical" size={2}>
          <Typography.Text strong style={{ fontSize: 20, color: '#d4380d' }}>
            {c.kind === 'cash' ? money(c.reduceAmount) : t('coupon.percentOff', { pct: 100 - (c.discountPct ?? 100) })}
          </Typography.Text>
          <Typography.Text>{c.name}</Typography.Text>
          <Typography.Text type="secondary">
            {c.minAmount > 0 ? t('coupon.minAmount', { amount: money(c.minAmount) }) : t('coupon.noMinimum')}
          </Typography.Text>
          <Space wrap size={4}>
            <Tag color={c.shopName ? 'blue' : COLOR.gold}>{c.shopName ? t('coupon.shop', { shop: c.shopName }) : t('coupon.platform')}</Tag>
            {c.exclusive && <Tag>{t('coupon.exclusive')}</Tag>}
          </Space>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('coupon.valid', { from: formatDate(c.startsAt, locale), to: formatDate(c.endsAt, locale) })}
          </Typography.Text>
        </Space>
        {extra}
      </Flex>
    </Card>
  );
}
