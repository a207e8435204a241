import { formatCount, useMoney } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

export { useMoney };

/**
 * An amount as the buyer pays it: money in the selected currency, or, for a points-mall order
 * (`pointsPerCent` given: @mall/shared isPointsOrder), the points it costs.
 */
export function Money({ value, testId, pointsPerCent }: { value: number; testId?: string; pointsPerCent?: number }) {
  const money = useMoney();
  const { t } = useTranslation(NAMESPACE);
  const points = pointsPerCent ? value * pointsPerCent : null;
  return <span data-testid={testId}>{points === null ? money(value) : t('money.inPoints', { points: formatCount(points) })}</span>;
}
