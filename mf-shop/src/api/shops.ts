import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { http, useIsLoggedIn, useLocale, type Locale } from '@mall/shared';
import type { ShopPageParams, ShopProdParams } from '@mall/shared/contracts';

/**
 * The supplier list and a shop's pages (API module `shops`, contracts/shops.ts): fetchers, query
 * options with their keys, hooks. Names and texts are localised, so the locale is in every key.
 */
export type { ShopCard, ShopDetail, ShopHead, ShopLicence, ShopPageParams, ShopProdParams, ShopProduct } from '@mall/shared/contracts';

export const shopKeys = {
  all: ['shop'] as const,
  page: (p: ShopPageParams, locale: Locale) => [...shopKeys.all, 'page', p, locale] as const,
  filters: (locale: Locale) => [...shopKeys.all, 'filters', locale] as const,
  head: (shopId: number, locale: Locale) => [...shopKeys.all, 'head', shopId, locale] as const,
  detail: (shopId: number, locale: Locale) => [...shopKeys.all, 'detail', shopId, locale] as const,
  products: (p: ShopProdParams, locale: Locale) => [...shopKeys.all, 'products', p, locale] as const,
  isFollow: (shopId: number, loggedIn: boolean) => [...shopKeys.all, 'isFollow', shopId, loggedIn] as const,
};

export const getShopPage = (query: ShopPageParams) => http.data('GET /shop/page', { query });
export const getShopFilters = () => http.data('GET /shop/filters');
export const getShopHead = (shopId: number) => http.data('GET /shop/headInfo', { query: { shopId } });
export const getShopDetail = (shopId: number) => http.data('GET /shop/detail', { query: { shopId } });
export const getShopProducts = (query: ShopProdParams) => http.data('GET /shop/prodPage', { query });
export const getIsFollow = (shopId: number) => http.data('GET /p/shop/isFollow', { query: { shopId } });
export const toggleFollow = (shopId: number) => http.data('POST /p/shop/follow', { body: { shopId } });

export const shopPageQuery = (p: ShopPageParams, locale: Locale) =>
  queryOptions({ queryKey: shopKeys.page(p, locale), queryFn: () => getShopPage(p), placeholderData: keepPreviousData });
export const shopFiltersQuery = (locale: Locale) =>
  queryOptions({ queryKey: shopKeys.filters(locale), queryFn: getShopFilters, staleTime: 10 * 60 * 1000 });
export const shopHeadQuery = (shopId: number, locale: Locale) =>
  queryOptions({ queryKey: shopKeys.head(shopId, locale), queryFn: () => getShopHead(shopId), enabled: shopId > 0 });
export const shopDetailQuery = (shopId: number, locale: Locale) =>
  queryOptions({ queryKey: shopKeys.detail(shopId, locale), queryFn: () => getShopDetail(shopId), enabled: shopId > 0 });
export const shopProductsQuery = (p: ShopProdParams, locale: Locale) =>
  queryOptions({ queryKey: shopKeys.products(p, locale), queryFn: () => getShopProducts(p), placeholderData: keepPreviousData });

/**
 * The first calls of the shop list and shop home as the server entry names them (exact URLs as
 * the hooks request them); the hooks read the server's answers from the page (initialData).
 */
export const shopListFirstCalls = (p: ShopPageParams) => [
  http.callPath('GET /shop/filters'),
  http.callPath('GET /shop/page', { query: p }),
];
export const shopHomeHot = (shopId: number): ShopProdParams => ({ shopId, sort: 'sales', current: 1, size: 8 });
export const shopHomeFirstCalls = (shopId: number) => [
  http.callPath('GET /shop/headInfo', { query: { shopId } }),
  http.callPath('GET /shop/prodPage', { query: shopHomeHot(shopId) }),
];

export const useShopPage = (p: ShopPageParams) =>
  useQuery({ ...shopPageQuery(p, useLocale()), initialData: () => http.peekData('GET /shop/page', { query: p }) });
export const useShopFilters = () => useQuery({ ...shopFiltersQuery(useLocale()), initialData: () => http.peekData('GET /shop/filters') });
export const useShopHead = (shopId: number) =>
  useQuery({
    ...shopHeadQuery(shopId, useLocale()),
    initialData: () => (shopId > 0 ? http.peekData('GET /shop/headInfo', { query: { shopId } }) : undefined),
  });
export const useShopDetail = (shopId: number) => useQuery(shopDetailQuery(shopId, useLocale()));
export const useShopProducts = (p: ShopProdParams) =>
  useQuery({ ...shopProductsQuery(p, useLocale()), initialData: () => http.peekData('GET /shop/prodPage', { query: p }) });

/** Whether the signed-in buyer follows the shop (false when signed out, without asking). */
export function useIsFollow(shopId: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({ queryKey: shopKeys.isFollow(shopId, loggedIn), queryFn: () => getIsFollow(shopId), enabled: loggedIn && shopId > 0 });
}

export function useToggleFollow(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(shopId),
    onSuccess: (r) => {
      client.setQueryData(shopKeys.isFollow(shopId, true), r.followed);
      void client.invalidateQueries({ queryKey: [...shopKeys.all, 'head', shopId] });
    },
  });
}
