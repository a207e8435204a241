import { Alert, Card, Checkbox, Form, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { POINTS_STEP } from '@mall/shared';
import type { ConfirmedOrder } from '@mall/shared/contracts';
import { NAMESPACE } from '../../namespace';

/**
 * Step 3 of the page: what lowers the amount: the paid member's discount, the coupons that apply
 * (form `couponIds`), points in steps of POINTS_STEP (`usePoints`; a wrong amount is shown here and
 * left out of the confirmation) and the shipping insurance (`insurance`).
 */
export function BenefitsSection({ confirmed, pointsError }: { confirmed: ConfirmedOrder; pointsError: string | null }) {
  const { t } = useTranslation(NAMESPACE);
  const pointsLabel = t('submitOrder.points', { points: confirmed.userPoints, step: POINTS_STEP });
  return (
    <Card title={t('submitOrder.benefits')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        {confirmed.member.paid && (
          <Alert type="success" title={t('submitOrder.memberBenefits', { pct: 100 - confirmed.member.discountPct })} />
        )}
        <div>
          <Typography.Text type="secondary">{t('submitOrder.coupons')}</Typography.Text>
          <div>
            {confirmed.coupons.length ? (
              <Form.Item name="couponIds" noStyle>
                <Checkbox.Group>
                  <Space direction="vertical">
                    {confirmed.coupons.map((c) => (
                      <Checkbox key={c.userCouponId} value={c.userCouponId}>
                        {c.name}
                        {c.exclusive ? <Typography.Text type="warning"> ({t('submitOrder.exclusive')})</Typography.Text> : null}
                      </Checkbox>
                    ))}
                  </Space>
                </Checkbox.Group>
              </Form.Item>
            ) : (
              <Typography.Text type="secondary">{t('submitOrder.noCoupons')}</Typography.Text>
            )}
          </div>
        </div>
        <Space wrap>
          <span>{pointsLabel}</span>
          <Form.Item name="usePoints" noStyle getValueFromEvent={(v: number | null) => (typeof v === 'number' ? v : 0)}>
            <InputNumber
              data-testid="use-points"
              aria-label={pointsLabel}
              min={0}
              step={POINTS_STEP}
              precision={0}
              status={pointsError ? 'error' : undefined}
            />
          </Form.Item>
          {pointsError && <Typography.Text type="danger">{pointsError}</Typography.Text>}
        </Space>
        <Form.Item name="insurance" valuePropName="checked" noStyle>
          <Checkbox>{t('submitOrder.insurance')}</Checkbox>
        </Form.Item>
      </Space>
    </Card>
  );
}
