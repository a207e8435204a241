import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VideoClip } from '@mall/shared/contracts';
import { ApiError, http, RESPONSE_CODES, useIsLoggedIn, useLocaleStore, withQuery, type ApiEnvelope, type Page } from '@mall/shared';

/** The data of a successful answer; any other code (A00013 not found, A00014 invalid, ...) rejects. */
export function dataOf<T>(envelope: ApiEnvelope<T>): T {
  if (envelope.code === RESPONSE_CODES.OK || envelope.code === RESPONSE_CODES.OK_SILENT) return envelope.data;
  throw new ApiError(envelope.code, envelope.msg ?? '', envelope);
}

/** Shop statuses of the catalogue contract (shop.shop_status) by name. */
export type ShopStatusKey = 'open' | 'notOpen' | 'underReview' | 'abnormal' | 'offline' | 'paused';

export interface ShopCard {
  shopId: number;
  shopName: string;
  logo: string | null;
  region: string;
  mainCategory: string;
  selfOperated: boolean;
  responseRate: number | null;
  responseHours: number | null;
  yearsInBusiness: number | null;
  score: number | null;
  prodCount: number;
  followCount: number;
  certificates: string[];
  mainProducts: { prodId: number; prodName: string; pic: string | null; price: number }[];
}

export const SHOP_SORTS = ['default', 'sales', 'response', 'years', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export interface ShopPageParams {
  keyword?: string;
  categoryId?: number;
  region?: string;
  sort?: ShopSort;
  current: number;
  size: number;
}

export interface ShopFilters {
  categories: { categoryId: number; categoryName: string }[];
  regions: { value: string; label: string }[];
}

export interface ShopHead {
  shopId: number;
  shopName: string;
  logo: string | null;
  banner: string | null;
  intro: string;
  region: string;
  shopStatus: number;
  statusKey: ShopStatusKey;
  selfOperated: boolean;
  responseRate: number | null;
  responseHours: number | null;
  yearsInBusiness: number | null;
  score: number | null;
  followCount: number;
  prodCount: number;
  categories: { categoryId: number; categoryName: string; prodCount: number }[];
}

export interface ShopLicence {
  licenceNo: string | null;
  enterpriseName: string;
  enterpriseResidence: string;
  legalRepresentative: string | null;
  registeredCapital: number | null;
  registeredCurrency: string;
  establishedDate: string | null;
  businessTermStart: string | null;
  businessTermEnd: string | null;
  noFixedTerm: boolean;
  businessScope: string;
}

export interface ShopDetail {
  shopId: number;
  company: Record<string, string | number | undefined>;
  factory: Record<string, string | number | undefined>;
  trade: Record<string, string | number | string[] | undefined>;
  contacts: { name: string; title: string; phone: string; email: string }[];
  phone: string | null;
  email: string | null;
  address: string;
  lat: number | null;
  lng: number | null;
  vrUrl: string | null;
  videos: VideoClip[];
  certificates: { name: string; issuer: string; number: string; validTo: string; pic: string }[];
  licence: ShopLicence | null;
}

export interface ShopProduct {
  prodId: number;
  prodName: string;
  pic: string | null;
  price: number;
  oriPrice: number;
  currency: string;
  soldNum: number;
  prodType: string;
  unit: string | null;
}

export const PROD_SORTS = ['default', 'sales', 'priceAsc', 'priceDesc', 'newest'] as const;
export type ProdSort = (typeof PROD_SORTS)[number];

export interface ShopProdParams {
  shopId: number;
  keyword?: string;
  categoryId?: number;
  sort?: ProdSort;
  current: number;
  size: number;
}

// --- endpoint functions ----------------------------------------------------------------------

export const getShopPage = async (p: ShopPageParams) => dataOf(await http.get<Page<ShopCard>>('/shop/page', { ...p }));
export const getShopFilters = async () => dataOf(await http.get<ShopFilters>('/shop/filters'));
export const getShopHead = async (shopId: number) => dataOf(await http.get<ShopHead>('/shop/headInfo', { shopId }));
export const getShopDetail = async (shopId: number) => dataOf(await http.get<ShopDetail>('/shop/detail', { shopId }));
export const getShopProducts = async (p: ShopProdParams) => dataOf(await http.get<Page<ShopProduct>>('/shop/prodPage', { ...p }));
export const getIsFollow = async (shopId: number) => dataOf(await http.get<boolean>('/p/shop/isFollow', { shopId }));
export const toggleFollow = async (shopId: number) =>
  dataOf(await http.post<{ followed: boolean; followCount: number }>('/p/shop/follow', { shopId }));

// --- query hooks (the locale is part of every key: names and texts are localised) ----------

const useLocale = () => useLocaleStore((s) => s.locale);

/**
 * The first calls of the shop list and shop home as the server entry names them (exact URLs as
 * the hooks request them); the hooks read the server's answers from the page (initialData).
 */
export const shopListFirstCalls = (p: ShopPageParams) => ['/shop/filters', withQuery('/shop/page', { ...p })];
export const shopHomeHot = (shopId: number): ShopProdParams => ({ shopId, sort: 'sales', current: 1, size: 8 });
export const shopHomeFirstCalls = (shopId: number) => [
  withQuery('/shop/headInfo', { shopId }),
  withQuery('/shop/prodPage', { ...shopHomeHot(shopId) }),
];

export function useShopPage(p: ShopPageParams) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['shop', 'page', p, locale],
    queryFn: () => getShopPage(p),
    placeholderData: keepPreviousData,
    initialData: () => http.peek<Page<ShopCard>>('/shop/page', { ...p })?.data,
  });
}

export function useShopFilters() {
  const locale = useLocale();
  return useQuery({
    queryKey: ['shop', 'filters', locale],
    queryFn: getShopFilters,
    staleTime: 10 * 60 * 1000,
    initialData: () => http.peek<ShopFilters>('/shop/filters')?.data,
  });
}

export function useShopHead(shopId: number) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['shop', 'head', shopId, locale],
    queryFn: () => getShopHead(shopId),
    enabled: shopId > 0,
    initialData: () => (shopId > 0 ? http.peek<ShopHead>('/shop/headInfo', { shopId })?.data : undefined),
  });
}

export function useShopDetail(shopId: number) {
  const locale = useLocale();
  return useQuery({ queryKey: ['shop', 'detail', shopId, locale], queryFn: () => getShopDetail(shopId), enabled: shopId > 0 });
}

export function useShopProducts(p: ShopProdParams) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['shop', 'products', p, locale],
    queryFn: () => getShopProducts(p),
    placeholderData: keepPreviousData,
    initialData: () => http.peek<Page<ShopProduct>>('/shop/prodPage', { ...p })?.data,
  });
}

/** Whether the signed-in buyer follows the shop (false when signed out, without asking). */
export function useIsFollow(shopId: number) {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['shop', 'isFollow', shopId, loggedIn],
    queryFn: () => getIsFollow(shopId),
    enabled: loggedIn && shopId > 0,
  });
}

export function useToggleFollow(shopId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => toggleFollow(shopId),
    onSuccess: (r) => {
      client.setQueryData(['shop', 'isFollow', shopId, true], r.followed);
      void client.invalidateQueries({ queryKey: ['shop', 'head', shopId] });
    },
  });
}
