import type { RouteDef } from '@mall/shared';
import { HOME_BANNER, PRODUCT_PICTURE } from './lcp-pictures';

/** Numeric ids: anything else is a 404 (the shell validates params per route). */
const NUMERIC = '^\\d+$';

/** mf-catalog's routes (ROUTES.md). Pure data: published as dist/routes.json for the shell. */
export const routes: RouteDef[] = [
  { path: '/', pageKey: 'home', layout: 'home', light: true, lcpPicture: HOME_BANNER, title: { en: 'Home', zh_CN: '首页' } },
  { path: '/categories', pageKey: 'categories', layout: 'default', title: { en: 'All Categories', zh_CN: '全部分类' } },
  {
    path: '/categories/secondary',
    pageKey: 'categoriesSecondary',
    layout: 'default',
    light: true,
    title: { en: 'Subcategories', zh_CN: '二级分类' },
  },
  { path: '/search', pageKey: 'search', layout: 'default', light: true, title: { en: 'Search Results', zh_CN: '搜索结果' } },
  {
    path: '/products/detail/:prodId',
    pageKey: 'productDetail',
    light: true,
    name: 'productDetail',
    detailsPage: true,
    layout: 'default',
    paramRules: { prodId: NUMERIC },
    lcpPicture: PRODUCT_PICTURE,
    title: { en: 'Product Details', zh_CN: '商品详情' },
  },
  { path: '/excellent-products', pageKey: 'excellentProducts', layout: 'default', title: { en: 'Featured Products', zh_CN: '精选好货' } },
  {
    path: '/excellent-products/detail',
    pageKey: 'excellentProductsDetail',
    layout: 'default',
    title: { en: 'Featured Selection', zh_CN: '精选专题' },
  },
  { path: '/premium-collection', pageKey: 'premiumCollection', layout: 'default', title: { en: 'Premium Collection', zh_CN: '优品汇' } },
  { path: '/exhibition', pageKey: 'exhibition', layout: 'default', title: { en: 'Exhibitions', zh_CN: '展会' } },
  { path: '/exhibition/list', pageKey: 'exhibitionList', layout: 'default', title: { en: 'Exhibition List', zh_CN: '展会列表' } },
  {
    path: '/exhibition/detail/:id',
    pageKey: 'exhibitionDetail',
    layout: 'default',
    paramRules: { id: NUMERIC },
    title: { en: 'Exhibition Details', zh_CN: '展会详情' },
  },
  {
    path: '/exhibition/news/:id',
    pageKey: 'exhibitionNews',
    layout: 'default',
    paramRules: { id: NUMERIC },
    title: { en: 'Exhibition News', zh_CN: '展会资讯' },
  },
  { path: '/industry-belt', pageKey: 'industryBelt', layout: 'default', title: { en: 'Industry Belts', zh_CN: '产业带' } },
  {
    path: '/industry-belt/category',
    pageKey: 'industryBeltCategory',
    layout: 'default',
    title: { en: 'Industry Belt Categories', zh_CN: '产业带分类' },
  },
  { path: '/news', pageKey: 'news', layout: 'default', title: { en: 'News', zh_CN: '新闻资讯' } },
  { path: '/news/details', pageKey: 'newsDetails', layout: 'default', title: { en: 'News Details', zh_CN: '资讯详情' } },
  { path: '/video', pageKey: 'video', layout: 'default', title: { en: 'Video Center', zh_CN: '视频中心' } },
  { path: '/video/detail', pageKey: 'videoDetail', layout: 'default', title: { en: 'Video Details', zh_CN: '视频详情' } },
  { path: '/infos', pageKey: 'infos', layout: 'default', title: { en: 'Purchase Information', zh_CN: '采购信息' } },
  // '/sitemap.xml' is served by the server, not a page.
  { path: '/sitemap', pageKey: 'sitemap', layout: 'default', title: { en: 'Site Map', zh_CN: '网站地图' } },
];
