import { useCallback } from 'react';
import Cookies from 'js-cookie';
import { createPageStore } from './page-store';
import { pageSingleton } from '../singleton';
import { CURRENCY_COOKIE, DEFAULT_CURRENCY } from '../constants';
import type { CurrencyView } from '../contracts/system';
import { formatMoney } from '../money';
import { useLocale } from './locale';

/** A currency as the store holds it: the API's (GET /currency/list), or the USD default without its ids. */
export type Currency = Pick<CurrencyView, 'currencyCode' | 'symbol' | 'exchangeRate'> &
  Partial<Pick<CurrencyView, 'status' | 'defaultCurrency' | 'rateDate'>>;

export interface CurrencyChoice {
  enabled: Currency[];
  base: Currency;
  selected: Currency;
}

/**
 * Applies spec section 7: only enabled currencies are offered; the default is the one flagged
 * default (USD $ 1 when the list is empty); a chosen code not in the enabled list resets to it.
 */
export function chooseCurrency(list: readonly Currency[] | null | undefined, chosenCode?: string | null): CurrencyChoice {
  const enabled = (list ?? []).filter((c) => c.status === 1);
  const fallback: Currency = { ...DEFAULT_CURRENCY, status: 1, defaultCurrency: 1 };
  const base = enabled.find((c) => c.defaultCurrency === 1) ?? enabled[0] ?? fallback;
  const offered = enabled.length ? enabled : [fallback];
  const selected = offered.find((c) => c.currencyCode === chosenCode) ?? base;
  return { enabled: offered, base, selected };
}

interface CurrencyState extends CurrencyChoice {
  /** Loads the list from the API answer and applies the cookie choice. */
  init(list: readonly Currency[] | null | undefined): void;
  select(code: string): void;
}

const fallbackChoice = chooseCurrency([]);

export const useCurrencyStore = pageSingleton('currency-store', () =>
  createPageStore<CurrencyState>((set, get) => ({
    ...fallbackChoice,
    init(list) {
      let chosen: string | undefined;
      try {
        chosen = Cookies.get(CURRENCY_COOKIE);
      } catch {
        chosen = undefined;
      }
      const choice = chooseCurrency(list, chosen);
      if (chosen !== choice.selected.currencyCode) writeCurrencyCookie(choice.selected.currencyCode);
      set(choice);
    },
    select(code) {
      const next = chooseCurrency(get().enabled, code);
      writeCurrencyCookie(next.selected.currencyCode);
      set({ selected: next.selected });
    },
  })),
);

function writeCurrencyCookie(code: string): void {
  try {
    Cookies.set(CURRENCY_COOKIE, code, { expires: 365, sameSite: 'Lax', path: '/' });
  } catch {
    /* no document */
  }
}

/**
 * Formats integer minor units of the base currency in the buyer's selected currency, in the UI
 * language's way (re-renders on a switch of either). The one formatter every part uses.
 */
export function useMoney(): (minor: number) => string {
  const base = useCurrencyStore((s) => s.base);
  const selected = useCurrencyStore((s) => s.selected);
  const locale = useLocale();
  return useCallback((minor: number) => formatMoney(Math.round(minor), base, selected, locale), [base, selected, locale]);
}
