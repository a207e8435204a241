import { useState } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { POINTS_STEP, useMoney } from '@mall/shared';
import type { ConfirmedOrder } from '@mall/shared/contracts';
import { Alert, Card, Checkbox, Field, Input, Space, Typography } from '@mall/shared/ui/lite';
import { NAMESPACE } from '../../namespace';
import type { SetOrderValue, SubmitOrderValues } from './order-form';

type BenefitValues = Pick<SubmitOrderValues, 'couponIds' | 'usePoints'>;
/** Points shown against their cash value: this many make one unit of the base currency (10 points a cent). */
const POINTS_SHOWN = 1000;

/**
 * Step 3 of the page: what lowers the amount: the paid member's discount, the coupons that apply
 * (`couponIds`; a choice that cannot be combined is shown under them and can be undone), points in steps of POINTS_STEP (`usePoints`, a native number field stepping by
 * POINTS_STEP; a wrong amount is shown under it and left out of the confirmation). Each coupon's
 * rule and the points' cash value read in the buyer's currency (the names carry no amounts).
 */
export function BenefitsSection({
  confirmed,
  values,
  onChange,
  pointsError,
  couponError,
}: {
  confirmed: ConfirmedOrder;
  values: BenefitValues;
  onChange: SetOrderValue;
  /** The points error, worded, or null. */
  pointsError: string | null;
  /** The chosen coupons' error (they cannot be combined), worded, or null: shown under them, the rest of the order as it was. */
  couponError: string | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  const money = useMoney();
  const pointsLabel = t('submitOrder.points', {
    points: confirmed.userPoints,
    step: POINTS_STEP,
    per: POINTS_SHOWN,
    cash: money(POINTS_SHOWN / confirmed.pointsPerCent),
  });
  const rule = (c: ConfirmedOrder['coupons'][number]) =>
    [
      c.kind === 'cash'
        ? t('submitOrder.couponRule.cash', { amount: money(c.reduceAmount) })
        : t('submitOrder.couponRule.discount', { pct: 100 - (c.discountPct ?? 100) }),
      c.minAmount > 0 ? t('submitOrder.couponRule.over', { amount: money(c.minAmount) }) : t('submitOrder.couponRule.any'),
    ].join(' · ');
  // The typed text (an empty field reads as 0 points, as antd's number field did).
  const [pointsText, setPointsText] = useState(String(values.usePoints));
  const toggleCoupon = (id: number, on: boolean) => {
    const chosen = new Set(values.couponIds);
    if (on) chosen.add(id);
    else chosen.delete(id);
    // In the order the coupons are listed (as antd's check box group gave them).
    const listed = confirmed.coupons.map((c) => c.userCouponId).filter((c) => chosen.has(c));
    onChange('couponIds', [...listed, ...[...chosen].filter((c) => !listed.includes(c))]);
  };
  return (
    <Card title={t('submitOrder.benefits')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {confirmed.member.paid && (
          <Alert type="success" title={t('submitOrder.memberBenefits', { pct: 100 - confirmed.member.discountPct })} />
        )}
        <Field label={t('submitOrder.coupons')} error={couponError} group>
          {(group) =>
            confirmed.coupons.length ? (
              <div
                role="group"
                aria-labelledby={group['aria-labelledby']}
                aria-describedby={group['aria-describedby']}
                aria-invalid={group['aria-invalid']}
                style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
                data-testid="coupon-choices"
              >
                {confirmed.coupons.map((c) => (
                  <Checkbox
                    key={c.userCouponId}
                    checked={values.couponIds.includes(c.userCouponId)}
                    onChange={(e) => toggleCoupon(c.userCouponId, e.target.checked)}
                    data-testid={`coupon-${c.userCouponId}`}
                  >
                    {c.name} <Typography.Text type="secondary">({rule(c)})</Typography.Text>
                    {c.exclusive ? <Typography.Text type="warning"> ({t('submitOrder.exclusive')})</Typography.Text> : null}
                  </Checkbox>
                ))}
              </div>
            ) : (
              <Typography.Text type="secondary">{t('submitOrder.noCoupons')}</Typography.Text>
            )
          }
        </Field>
        <Field label={pointsLabel} error={pointsError}>
          {(p) => (
            <Input
              {...p}
              type="number"
              inputMode="numeric"
              min={0}
              step={POINTS_STEP}
              value={pointsText}
              onChange={(e) => {
                setPointsText(e.target.value);
                const n = e.target.value.trim() === '' ? 0 : Number(e.target.value);
                onChange('usePoints', Number.isFinite(n) ? n : -1);
              }}
              style={{ width: 160 }}
              data-testid="use-points"
            />
          )}
        </Field>
      </Space>
    </Card>
  );
}
