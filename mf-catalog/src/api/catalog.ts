import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http, unwrap, useIsLoggedIn, useLocaleStore, withQuery, type ApiEnvelope, type Page, type Query } from '@mall/shared';
import type {
  Belt,
  CategoryInfo,
  CategoryNode,
  CategoryView,
  Exhibition,
  FeaturedTopic,
  HomeData,
  HotSearch,
  ListPage,
  NewsItem,
  ProductCard,
  ProductInfo,
  ProductReview as Review,
  ReviewSummary,
  SearchSuggestion,
  SupplierCard,
  VideoView,
} from '@mall/shared/contracts';

export type { ProductCard, ReviewSummary, SupplierCard };

/** Typed catalogue endpoints (API.md) and their query hooks; the locale is part of every key. */

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
}

/** The data of a success; any other code rejects (the shared client's one rule, docs/api.md). */
const data = async <T>(p: Promise<ApiEnvelope<T>>): Promise<T> => unwrap(await p);
const asQuery = (q: object): Query => q as Query;

/** Products: search when there is a keyword, otherwise the category/shop listing (path and query). */
export const productListRequest = (q: ListQuery): [string, Query] => [q.keyword ? '/search/page' : '/prod/pageProd', asQuery(q)];

/**
 * The first calls of the listing pages as the server entry names them (withQuery gives the exact
 * URL the page requests), so their first view is rendered with data and the browser's first
 * render finds the same answers (initialData below).
 */
export const listingFirstCalls = (q: ListQuery): string[] => [withQuery(...productListRequest(q)), '/category/tree', '/search/regions'];

export const catalogApi = {
  home: () => data(http.get<HomeData>('/index/home')),
  categories: (parentId: number) => data(http.get<Category[]>('/category/categoryInfo', { parentId })),
  tree: () => data(http.get<CategoryNode[]>('/category/tree')),
  category: (categoryId: number) => data(http.get<CategoryInfo>('/category/info', { categoryId })),
  search: (q: ListQuery) => data(http.get<ListPage<ProductCard>>(...productListRequest(q))),
  list: (q: ListQuery) => data(http.get<ListPage<ProductCard>>(...productListRequest(q))),
  suppliers: (q: { keyword: string; region?: string; current?: number; size?: number }) =>
    data(http.get<Page<SupplierCard>>('/search/shopPage', asQuery(q))),
  suggest: (keyword: string) => data(http.get<SearchSuggestion[]>('/search/suggest', { keyword })),
  hotSearch: () => data(http.get<HotSearch[]>('/search/hotSearch')),
  regions: () => data(http.get<string[]>('/search/regions')),
  product: (prodId: number) => http.get<ProductInfo>('/prod/prodInfo', { prodId }),
  reviewSummary: (prodId: number) => data(http.get<ReviewSummary>('/prodComm/prodCommData', { prodId })),
  reviews: (prodId: number, evaluate: number, current: number) =>
    data(http.get<Page<Review>>('/prodComm/prodCommPageByProd', { prodId, evaluate, current, size: 10 })),
  isCollection: (prodId: number) => data(http.get<boolean>('/p/user/collection/isCollection', { prodId })),
  toggleCollection: (prodId: number) => data(http.post<boolean>('/p/user/collection/addOrCancel', { prodId })),
  featuredTopics: () => data(http.get<FeaturedTopic[]>('/prod/excellentTopics')),
  featuredTopic: (topicId: number, current: number) =>
    data(
      http.get<{ topic: Omit<FeaturedTopic, 'prods'>; page: Page<ProductCard> }>('/prod/excellentTopic', { topicId, current, size: 20 }),
    ),
  premium: (current: number) => data(http.get<Page<ProductCard>>('/prod/premium', { current, size: 20 })),
  exhibitions: (q: { state?: number; keyword?: string; current?: number; size?: number }) =>
    data(http.get<Page<Exhibition>>('/exhibition/page', asQuery(q))),
  exhibition: (exhibitionId: number) =>
    data(http.get<Exhibition & { news: { newsId: number; title: string; createdAt: string }[] }>('/exhibition/info', { exhibitionId })),
  exhibitionNews: (newsId: number) =>
    data(
      http.get<{ newsId: number; exhibitionId: number; exhibitionTitle: string; title: string; content: string; createdAt: string }>(
        '/exhibition/news',
        { newsId },
      ),
    ),
  belts: () => data(http.get<Belt[]>('/industryBelt/list')),
  belt: (beltId: number) => data(http.get<Belt>('/industryBelt/info', { beltId })),
  news: (current: number) => data(http.get<Page<NewsItem>>('/news/page', { current, size: 10 })),
  newsInfo: (newsId: number) => data(http.get<NewsItem & { content: string }>('/news/info', { newsId })),
  videos: (current: number) => data(http.get<Page<Video>>('/video/page', { current, size: 12 })),
  video: (videoId: number) => data(http.get<Video & { related: Video[] }>('/video/info', { videoId })),
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
    initialData: () => http.peek<HomeData>('/index/home')?.data,
  });
};
export const useCategoryTree = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'tree', locale],
    queryFn: catalogApi.tree,
    staleTime: LONG,
    initialData: () => http.peek<CategoryNode[]>('/category/tree')?.data,
  });
};
export const useCategory = (categoryId: number | undefined) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'category', categoryId, locale],
    queryFn: () => catalogApi.category(categoryId!),
    enabled: Boolean(categoryId),
    initialData: () => (categoryId ? http.peek<CategoryInfo>('/category/info', { categoryId })?.data : undefined),
  });
};
export const useRegions = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'regions', locale],
    queryFn: catalogApi.regions,
    staleTime: LONG,
    initialData: () => http.peek<string[]>('/search/regions')?.data,
  });
};
export const useHotSearch = () => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'hot', locale],
    queryFn: catalogApi.hotSearch,
    staleTime: LONG,
    initialData: () => http.peek<HotSearch[]>('/search/hotSearch')?.data,
  });
};
/** Products: search when there is a keyword, otherwise the category/shop listing. */
export const useProductList = (q: ListQuery, enabled = true) => {
  const locale = useLocale();
  return useQuery({
    queryKey: ['catalog', 'products', q, locale],
    queryFn: () => (q.keyword ? catalogApi.search(q) : catalogApi.list(q)),
    placeholderData: keepPreviousData,
    enabled,
    initialData: () => (enabled ? http.peek<ListPage<ProductCard>>(...productListRequest(q))?.data : undefined),
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
    initialData: () => http.peek<ProductInfo>('/prod/prodInfo', { prodId }),
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
