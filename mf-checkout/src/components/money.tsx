import { useCallback } from 'react';
import { formatMoney, useCurrencyStore } from '@mall/shared';

/** Formats integer minor units of the base currency in the buyer's selected currency. */
export function useMoney(): (minor: number) => string {
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  return useCallback((minor: number) => formatMoney(Math.round(minor), base, selected), [base, selected]);
}

export function Money({ value, testId }: { value: number; testId?: string }) {
  const money = useMoney();
  return <span data-testid={testId}>{money(value)}</span>;
}
