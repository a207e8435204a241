import { Button, Card, Checkbox, Descriptions, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConfirmedOrder } from '@mall/shared/contracts';
import { Money } from '../money';
import { NAMESPACE } from '../../namespace';

/**
 * Step 5 of the page: the confirmed totals, the trading rules (form `agreed`) and the submit
 * button, which waits while the confirmation is being asked again.
 */
export function SummarySection({
  confirmed,
  confirming,
  submitting,
  onSubmit,
}: {
  confirmed: ConfirmedOrder;
  confirming: boolean;
  submitting: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const totals = confirmed.totals;
  return (
    <Card>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" data-testid="order-totals">
        <Descriptions.Item label={t('money.goodsTotal')}>
          <Money value={totals.goodsTotal} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.freight')}>
          <Money value={totals.freight} testId="total-freight" />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.memberDiscount')}>
          -<Money value={totals.memberDiscount} testId="total-member-discount" />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.couponDiscount')}>
          -<Money value={totals.couponDiscount} testId="total-coupon-discount" />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.insurance')}>
          <Money value={totals.insurance} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.taxes')}>
          <Money value={totals.taxes} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.points')}>
          -<Money value={totals.pointsAmount} />
        </Descriptions.Item>
        <Descriptions.Item label={t('money.payable')}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            <Money value={totals.actualTotal} testId="total-payable" />
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginTop: 16 }}>
        <Form.Item name="agreed" valuePropName="checked" noStyle>
          <Checkbox data-testid="trading-rules">{t('submitOrder.tradingRules')}</Checkbox>
        </Form.Item>
        <Button type="primary" size="large" loading={submitting} onClick={onSubmit} data-testid="submit-order" disabled={confirming}>
          {t('submitOrder.submit')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('submitOrder.payWithin', { minutes: Math.round(confirmed.payTimeoutMs / 60000) })}
      </Typography.Paragraph>
    </Card>
  );
}
