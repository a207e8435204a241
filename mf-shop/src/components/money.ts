import { formatMoney, useCurrencyStore } from '@mall/shared';

/** Formats base-currency minor units in the buyer's selected currency. */
export function useMoney(): (amountMinor: number) => string {
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  return (amountMinor) => formatMoney(amountMinor, base, selected);
}
