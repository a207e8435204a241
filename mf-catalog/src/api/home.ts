import { useQuery } from '@mall/shared/react-query';
import { getUnits, getWebConfig, http, useLocaleStore } from '@mall/shared';
import type { CategoryView } from '@mall/shared/contracts';

/** Top-level categories (mall4j `GET /category/categoryInfo`). */
export type Category = CategoryView;

export const getTopCategories = (): Promise<Category[]> => http.data('GET /category/categoryInfo', { query: { parentId: 0 } });

// The locale is part of each key: a locale change re-fetches the web config and units (spec section 4).
export function useWebConfig() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ queryKey: ['webConfig', locale], queryFn: getWebConfig });
}

export function useUnits() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ queryKey: ['units', locale], queryFn: getUnits, staleTime: 10 * 60 * 1000 });
}

export function useTopCategories() {
  const locale = useLocaleStore((s) => s.locale);
  return useQuery({ queryKey: ['categories', 0, locale], queryFn: getTopCategories, retry: 1 });
}
