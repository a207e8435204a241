import { useCallback } from 'react';
import { formatCount, formatMoney, useCurrencyStore } from '@mall/shared';
import { useTranslation } from '@mall/shared/react-i18n';
import { NAMESPACE } from '../namespace';

/** Formats integer minor units of the base currency in the buyer's selected currency. */
export function useMoney(): (minor: number) => string {
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  return useCallback((minor: number) => formatMoney(Math.round(minor), base, selected), [base, selected]);
}

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
