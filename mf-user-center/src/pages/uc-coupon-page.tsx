import { useState } from 'react';
import { Button, Col, Empty, Pagination, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useTranslation } from '@mall/shared/react-i18n';
import { useSearchParams } from '@mall/shared/router';
import { LocaleLink, QueryStatus } from '@mall/shared/ui';
import type { CouponTab } from '@mall/shared/contracts';
import { useClaimCoupon, useCouponCentre, useCouponCounts, useMyCoupons } from '../api/coupons';
import { useFeedback } from '../components/feedback';
import { UserCenterPage } from '../components/user-center-page';
import { CouponCard } from '../components/wallet/coupon-card';
import { NAMESPACE } from '../namespace';

const SIZE = 10;
const TABS: readonly (CouponTab | 'centre')[] = ['available', 'used', 'expired', 'centre'];

function MyCoupons({ status }: { status: CouponTab }) {
  const { t } = useTranslation(NAMESPACE);
  const [current, setCurrent] = useState(1);
  const page = useMyCoupons(status, current, SIZE);
  const data = page.data;
  return (
    <QueryStatus query={page}>
      {data?.records.length ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <Row gutter={[12, 12]}>
            {data.records.map((c) => (
              <Col xs={24} md={12} key={c.userCouponId}>
                <CouponCard
                  c={c}
                  testId="my-coupon"
                  muted={status !== 'available'}
                  extra={
                    status === 'available' ? (
                      <LocaleLink to={c.shopId ? `/shop/${c.shopId}` : '/'}>
                        <Button type="primary">{t('coupon.use')}</Button>
                      </LocaleLink>
                    ) : status === 'used' && c.orderNumber ? (
                      <LocaleLink to={`/order-detail?orderNumber=${c.orderNumber}`}>
                        {t('coupon.usedOn', { order: c.orderNumber })}
                      </LocaleLink>
                    ) : (
                      <Tag>{t(`coupon.tabs.${status}`)}</Tag>
                    )
                  }
                />
              </Col>
            ))}
          </Row>
          {data.total > SIZE && (
            <Pagination current={current} pageSize={SIZE} total={data.total} onChange={setCurrent} showSizeChanger={false} />
          )}
        </Space>
      ) : (
        <Empty description={t(`coupon.empty.${status}`)} data-testid={`coupon-empty-${status}`}>
          {status === 'available' && <Typography.Text type="secondary">{t('coupon.emptyHint')}</Typography.Text>}
        </Empty>
      )}
    </QueryStatus>
  );
}

/** The coupon centre: shop and platform coupons to claim, with stock and per-buyer limits. */
function CouponCentre() {
  const { t } = useTranslation(NAMESPACE);
  const feedback = useFeedback();
  const centre = useCouponCentre();
  const claim = useClaimCoupon();
  return (
    <QueryStatus query={centre}>
      {centre.data?.length ? (
        <Row gutter={[12, 12]}>
          {centre.data.map((c) => (
            <Col xs={24} md={12} key={c.couponId}>
              <CouponCard
                c={c}
                testId="centre-coupon"
                extra={
                  <Space orientation="vertical" align="end">
                    <Button
                      type="primary"
                      disabled={!c.canClaim}
                      loading={claim.isPending && claim.variables === c.couponId}
                      onClick={() =>
                        claim.mutate(c.couponId, { onSuccess: () => feedback.done('coupon.claimed'), onError: feedback.failed })
                      }
                      data-testid="coupon-claim"
                    >
                      {c.canClaim ? t('coupon.claim') : c.stockLeft === 0 ? t('coupon.soldOut') : t('coupon.claimedAll')}
                    </Button>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('coupon.limit', { mine: c.claimedByMe, limit: c.perUserLimit })}
                      {c.stockLeft !== null && ` · ${t('coupon.left', { count: c.stockLeft })}`}
                    </Typography.Text>
                  </Space>
                }
              />
            </Col>
          ))}
        </Row>
      ) : (
        <Empty description={t('coupon.centreEmpty')} />
      )}
    </QueryStatus>
  );
}

/** My coupons (available, used, expired) and the coupon centre; claimed coupons are offered at checkout. */
export default function MyCouponsPage() {
  const { t } = useTranslation(NAMESPACE);
  const [sp, setSp] = useSearchParams();
  const counts = useCouponCounts();
  const tab = TABS.find((x) => x === sp.get('tab')) ?? 'available';
  return (
    <UserCenterPage pageKey="ucCoupon">
      <Tabs
        activeKey={tab}
        onChange={(key) => setSp(key === 'available' ? {} : { tab: key }, { replace: true })}
        items={TABS.map((key) => ({
          key,
          label: (
            <span data-testid={`coupon-tab-${key}`}>
              {t(`coupon.tabs.${key}`)}
              {key !== 'centre' && counts.data ? ` (${counts.data[key]})` : ''}
            </span>
          ),
          children: key === 'centre' ? <CouponCentre /> : <MyCoupons status={key} />,
        }))}
      />
    </UserCenterPage>
  );
}
