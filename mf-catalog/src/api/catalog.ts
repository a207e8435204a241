import { keepPreviousData, useQuery } from '@mall/shared/react-query';
import { http, useIsLoggedIn, useLocaleStore } from '@mall/shared';
import type { CategoryView, VideoView } from '@mall/shared/contracts';

export type { ProductCard, ReviewSummary, SupplierCard } from '@mall/shared/contracts';

/** The catalogue's calls (docs/api.md) and their query hooks; the locale is part of every key. */

export type { CategoryInfo, CategoryNode, ProductInfo, Sku } from '@mall/shared/contracts';
/** A category as lists and the category path show it. */
export type Category = CategoryView;

export type { ProductReview as Review } from '@mall/shared/contracts';

export type { Belt, Exhibition, FeaturedTopic, HomeData, NewsItem } from '@mall/shared/contracts';
export type Video = VideoView;

export type Sort = 'default' | 'sales' | 'priceAsc' | 'priceDesc';

export interface ListQuery {
  keyword?: string;
  categoryId?: number;
  shopId?: number;
  minPrice?: number;
  maxPrice?: number;
  region?: string;
  sort?: Sort;
  current?: number;
  size?: number;
  /** The previous page's nextCursor: this page continues after its last row (keyset paging). */
  cursor?: string;
  /** A search as typed: no correction of a keyword that finds nothing (the answer still offers it). */
  exact?: boolean;
}

/**
 * The first calls of the listing pages as the server entry names them (http.callPath gives the exact
 * URL the page requests), so their first view is rendered with data and the browser's first
 * render finds the same answers (initialData below).
 */
export const listingFirstCalls = (q: ListQuery): string[] => [
  q.keyword
    ? http.callPath('GET /search/page', { query: { ...q, keyword: q.keyword } })
    : http.callPath('GET /prod/pageProd', { query: q }),
  http.callPath('GET /category/tree'),
  http.callPath('GET /search/regions'),
];

/** Every catalogue call through the one contract-typed client (contracts/catalog.ts, search.ts, content.ts). */
export const catalogApi = {
  home: () => http.data('GET /index/home'),
  categories: (parentId: number) => http.data('GET /category/categoryInfo', { query: { parentId } }),
  tree: () => http.data('GET /category/tree'),
  category: (categoryId: number) => http.data('GET /category/info', { query: { categoryId } }),
  /** Products: search when there is a keyword, otherwise the category/shop listing. */
  products: (q: ListQuery) =>
    q.keyword ? http.data('GET /search/page', { query: { ...q, keyword: q.keyword } }) : http.data('GET /prod/pageProd', { query: q }),
  suppliers: (q: { keyword: string; region?: string; current?: number; size?: number }) => http.data('GET /search/shopPage', { query: q }),
  suggest: (keyword: string) => http.data('GET /search/suggest', { query: { keyword } }),
  hotSearch: () => http.data('GET /search/hotSearch'),
  regions: () => http.data('GET /search/regions'),
  /** The whole envelope: an unknown product answers A00013 with a message to show. */
  product: (prodId: number) => http.call('GET /prod/prodInfo', { query: { prodId } }),
  reviewSummary: (prodId: number) => http.data('GET /prodComm/prodCommData', { query: { prodId } }),
  reviews: (prodId: number, evaluate: number, current: number) =>
    http.data('GET /prodComm/prodCommPageByProd', { query: { prodId, evaluate, current, size: 10 } }),
  isCollection: (prodId: number) => http.data('GET /p/user/collection/isCollection', { query: { prodId } }),
  toggleCollection: (prodId: number) => http.data('POST /p/user/collection/addOrCancel', { body: { prodId } }),
  featuredTopics: () => http.data('GET /prod/excellentTopics'),
  featuredTopic: (topicId: number, current: number) => http.data('GET /prod/excellentTopic', { query: { topicId, current, size: 20 } }),
  premium: (current: number) => http.data('GET /prod/premium', { query: { current, size: 20 } }),
  exhibitions: (q: { state?: number; keyword?: string; current?: number; size?: number }) =>
    http.data('GET /exhibition/page', { query: q }),
  exhibition: (exhibitionId: number) => http.data('GET /exhibition/info', { query: { exhibitionId } }),
  exhibitionNews: (newsId: number) => http.data('GET /exhibition/news', { query: { newsId } }),
  belts: () => http.data('GET /industryBelt/list'),
  belt: (beltId: number) => http.data('GET /industryBelt/info', { query: { beltId } }),
  news: (current: number) => http.data('GET /news/page', { query: { current, size: 10 } }),
  newsInfo: (newsId: number) => http.data('GET /news/info', { query: { newsId } }),
  videos: (current: number) => http.data('GET /video/page', { query: { current, size: 12 } }),
  video: (videoId: number) => http.data('GET /video/info', { query: { videoId } }),
};

const useLocale = () => useLocaleStore((s) => s.locale);
const LONG = 5 * 60 * 1000;

export const useHome = () => {
  const locale = useLocale();
  // The server may have written the answer into the page: the first render shows it at once.
  return useQuery({
    queryKey: ['catalog', 'home', locale],
    queryFn: catalogApi.home,
    staleTime: LONG,
    initialData: () => http.peekData('GET /index/home'),
  });
};
export const useCategoryTree = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'tree', locale],
    queryFn: catalogApi.tree,
    staleTime: LONG,
    initialData: () => http.peekData('GET /category/tree'),
  });
};
export const useCategory = (categoryId: number | undefined) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'category', categoryId, locale],
    queryFn: () => catalogApi.category(categoryId!),
    enabled: Boolean(categoryId),
    initialData: () => (categoryId ? http.peekData('GET /category/info', { query: { categoryId } }) : undefined),
  });
};
export const useRegions = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'regions', locale],
    queryFn: catalogApi.regions,
    staleTime: LONG,
    initialData: () => http.peekData('GET /search/regions'),
  });
};
export const useHotSearch = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'hot', locale],
    queryFn: catalogApi.hotSearch,
    staleTime: LONG,
    initialData: () => http.peekData('GET /search/hotSearch'),
  });
};
/** Products: search when there is a keyword, otherwise the category/shop listing. */
export const useProductList = (q: ListQuery, enabled = true) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'products', q, locale],
    queryFn: () => catalogApi.products(q),
    placeholderData: keepPreviousData,
    enabled,
    initialData: () =>
      enabled
        ? q.keyword
          ? http.peekData('GET /search/page', { query: { ...q, keyword: q.keyword } })
          : http.peekData('GET /prod/pageProd', { query: q })
        : undefined,
  });
};
export const useSuppliers = (q: { keyword: string; region?: string; current?: number }, enabled = true) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'suppliers', q, locale],
    queryFn: () => catalogApi.suppliers(q),
    placeholderData: keepPreviousData,
    enabled,
  });
};
export const useSuggestions = (keyword: string) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'suggest', keyword, locale],
    queryFn: () => catalogApi.suggest(keyword),
    enabled: keyword.trim().length > 0,
    staleTime: LONG,
  });
};
/** The whole envelope: an unknown product answers A00013 with a message to show. */
export const useProduct = (prodId: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'product', prodId, locale],
    queryFn: () => catalogApi.product(prodId),
    enabled: prodId > 0,
    initialData: () => http.peekCall('GET /prod/prodInfo', { query: { prodId } }),
  });
};
export const useReviewSummary = (prodId: number) =>
  useQuery({ queryKey: ['catalog', 'reviewSummary', prodId], queryFn: () => catalogApi.reviewSummary(prodId) });
export const useReviews = (prodId: number, evaluate: number, current: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'reviews', prodId, evaluate, current, locale],
    queryFn: () => catalogApi.reviews(prodId, evaluate, current),
    placeholderData: keepPreviousData,
  });
};
export const useIsCollection = (prodId: number) => {
  const loggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ['catalog', 'isCollection', prodId],
    queryFn: () => catalogApi.isCollection(prodId),
    enabled: loggedIn && prodId > 0,
  });
};
export const useFeaturedTopics = () => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'featured', locale], queryFn: catalogApi.featuredTopics });
};
export const useFeaturedTopic = (topicId: number, current: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'featuredTopic', topicId, current, locale],
    queryFn: () => catalogApi.featuredTopic(topicId, current),
    enabled: topicId > 0,
  });
};
export const usePremium = (current: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'premium', current, locale],
    queryFn: () => catalogApi.premium(current),
    placeholderData: keepPreviousData,
  });
};
export const useExhibitions = (q: { state?: number; keyword?: string; current?: number; size?: number }) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'exhibitions', q, locale],
    queryFn: () => catalogApi.exhibitions(q),
    placeholderData: keepPreviousData,
  });
};
export const useExhibition = (id: number) => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'exhibition', id, locale], queryFn: () => catalogApi.exhibition(id), enabled: id > 0 });
};
export const useExhibitionNews = (id: number) => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'exhibitionNews', id, locale], queryFn: () => catalogApi.exhibitionNews(id), enabled: id > 0 });
};
export const useBelts = () => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'belts', locale], queryFn: catalogApi.belts, staleTime: LONG });
};
export const useBelt = (id: number) => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'belt', id, locale], queryFn: () => catalogApi.belt(id), enabled: id > 0 });
};
export const useNews = (current: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'news', current, locale],
    queryFn: () => catalogApi.news(current),
    placeholderData: keepPreviousData,
  });
};
export const useNewsInfo = (id: number) => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'newsInfo', id, locale], queryFn: () => catalogApi.newsInfo(id), enabled: id > 0 });
};
export const useVideos = (current: number) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'videos', current, locale],
    queryFn: () => catalogApi.videos(current),
    placeholderData: keepPreviousData,
  });
};
export const useVideo = (id: number) => {
  const locale = useLocale();
  return useQuery({ queryKey: ['catalog', 'video', id, locale], queryFn: () => catalogApi.video(id), enabled: id > 0 });
};
