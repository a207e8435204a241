import { useCallback } from 'react';
import { formatMoney, useCurrencyStore } from '@mall/shared';

/** Formats base-currency minor units in the buyer's selected currency. */
export function useMoney(): (minor: number) => string {
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  return useCallback((minor: number) => formatMoney(Math.round(minor), base, selected), [base, selected]);
}

export function Money({ value, testId, strike, className }: { value: number; testId?: string; strike?: boolean; className?: string }) {
  const money = useMoney();
  const text = money(value);
  return (
    <span
      data-testid={testId}
      className={className}
      style={strike ? { textDecoration: 'line-through', color: 'var(--ml-text-secondary)' } : undefined}
    >
      {text}
    </span>
  );
}
