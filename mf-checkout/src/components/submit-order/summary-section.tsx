import { useId } from 'react';
import { useTranslation } from '@mall/shared/react-i18n';
import { DutyNote, RateNote } from '../rate-note';
import type { ConfirmedOrder } from '@mall/shared/contracts';
import { LocaleLink } from '@mall/shared/ui';
import { Button, Card, Checkbox, Descriptions, Typography } from '@mall/shared/ui/lite';
import { Money } from '../money';
import { NAMESPACE } from '../../namespace';

/**
 * Step 5 of the page: the confirmed totals, the trading rules (`agreed`, its error under it once
 * the buyer tried to submit without) and the submit button, which waits while the confirmation is
 * being asked again.
 */
export function SummarySection({
  confirmed,
  pointsPerCent,
  confirming,
  submitting,
  agreed,
  onAgreed,
  agreedError,
  onSubmit,
}: {
  confirmed: ConfirmedOrder;
  /** A points-mall order: only the points it costs (nothing else applies to it). */
  pointsPerCent?: number;
  confirming: boolean;
  submitting: boolean;
  agreed: boolean;
  onAgreed: (agreed: boolean) => void;
  /** Worded, or null. */
  agreedError: string | null;
  onSubmit: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const errorId = useId();
  const totals = confirmed.totals;
  // The DDP estimate's rates, from the largest shop order that has taxes.
  const rates = totals.taxes > 0 ? [...confirmed.shopOrders].sort((a, b) => b.taxes - a.taxes)[0]?.taxRates : null;
  const undeliverable = confirmed.shopOrders.some((o) => o.undeliverable.length > 0);
  return (
    <Card>
      {pointsPerCent ? (
        <Descriptions size="small" data-testid="order-totals">
          <Descriptions.Item label={t('money.pointsToPay')}>
            <Typography.Text strong style={{ fontSize: 18 }}>
              <Money value={totals.actualTotal} pointsPerCent={pointsPerCent} testId="total-payable" />
            </Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <>
          <Descriptions size="small" data-testid="order-totals">
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
            {totals.taxes > 0 ? (
              <>
                <Descriptions.Item label={t('money.importDuty')}>
                  <Money value={totals.importDuty} testId="total-import-duty" />
                </Descriptions.Item>
                <Descriptions.Item label={t('money.importTax')}>
                  <Money value={totals.importTax} testId="total-import-tax" />
                </Descriptions.Item>
              </>
            ) : (
              <Descriptions.Item label={t('money.taxes')}>
                <Money value={totals.taxes} testId="total-taxes" />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('money.points')}>
              -<Money value={totals.pointsAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('money.payable')}>
              <Typography.Text strong style={{ fontSize: 18 }}>
                <Money value={totals.actualTotal} testId="total-payable" />
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {rates && <DutyNote dutyBp={rates.dutyBp} taxBp={rates.taxBp} asOf={rates.asOf} />}
          <RateNote />
        </>
      )}
      {pointsPerCent ? <Typography.Paragraph type="secondary">{t('money.pointsOrderNote')}</Typography.Paragraph> : null}
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginTop: 16 }}>
        <div>
          <Checkbox
            checked={agreed}
            onChange={(e) => onAgreed(e.target.checked)}
            aria-invalid={agreedError ? true : undefined}
            aria-describedby={agreedError ? errorId : undefined}
            data-testid="trading-rules"
          >
            {t('submitOrder.tradingRules')}
          </Checkbox>{' '}
          {/* The rules themselves, in a new tab (the order being filled in stays). */}
          <LocaleLink
            to="/help/terms"
            target="_blank"
            rel="noopener"
            data-testid="trading-rules-link"
            style={{ color: 'var(--ml-primary, #c8102e)' }}
          >
            {t('submitOrder.readTradingRules')}
          </LocaleLink>
          {agreedError && (
            <div id={errorId} className="ml-field-error">
              {agreedError}
            </div>
          )}
        </div>
        <Button
          type="primary"
          size="large"
          loading={submitting}
          onClick={onSubmit}
          data-testid="submit-order"
          disabled={confirming || undeliverable}
        >
          {t('submitOrder.submit')}
        </Button>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('submitOrder.payWithin', { count: Math.round(confirmed.payTimeoutMs / 60000) })}
      </Typography.Paragraph>
    </Card>
  );
}
