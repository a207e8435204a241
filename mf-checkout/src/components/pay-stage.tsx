import { useTranslation } from '@mall/shared/react-i18n';
import { paymentDue, type PaymentDue } from '@mall/shared';
import { Tag } from '@mall/shared/ui/lite';
import type { PayStage } from '../api/checkout-api';
import { NAMESPACE } from '../namespace';

const COLORS: Record<PayStage, string> = { awaitingAdvance: 'orange', advancePaid: 'blue', finalDue: 'gold', settled: 'green' };

/**
 * The payment wording of an order paid in two parts (spec section 4): awaiting advance payment,
 * advance payment made (with 'final price to be confirmed'), awaiting final payment, payment settled.
 */
export function PayStageTag({ stage }: { stage: PayStage | null }) {
  const { t } = useTranslation(NAMESPACE);
  if (!stage) return null;
  return (
    <span data-testid="pay-stage" data-stage={stage}>
      <Tag color={COLORS[stage]}>{t(`advance.stages.${stage}`)}</Tag>
      {stage === 'advancePaid' && <Tag data-testid="final-to-confirm">{t('advance.finalToConfirm')}</Tag>}
    </span>
  );
}

const PAY_KEYS: Record<PaymentDue, string> = { full: 'order.pay', advance: 'advance.payAdvance', final: 'advance.payFinal' };

/** The Pay button's wording for what the buyer pays next on an order (null: nothing is due). */
export function payButtonKey(o: { status: number; payStage: PayStage | null }): string | null {
  const due = paymentDue(o);
  return due ? PAY_KEYS[due] : null;
}
