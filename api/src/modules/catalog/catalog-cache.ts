import type { FastifyRequest } from 'fastify';
import { cachedRoute, localeAndQuery, tag, type CachedRoutePolicy } from '../../cache';
import type { AppContext } from '../../context';
import { HOME_TABLES } from './content';
import { LIST_TTL_MS, listKey, listTags } from './list-cache';
import { untilSeckillChange } from './product';
import { countListAnswer, LIST_ROUTES } from './query-stats';

/** Seconds a CDN may keep an answer, and serve it stale while it fetches a new one. */
const CDN = {
  /** A product's page: price and stock move; the API itself is exact (change notices). */
  product: { maxAge: 10, staleWhileRevalidate: 60 },
  /** Lists and searches. */
  list: { maxAge: 30, staleWhileRevalidate: 120 },
  /** Editorial content and the category tree: edited rarely. */
  content: { maxAge: 300, staleWhileRevalidate: 3600 },
} as const;

const tables = (...names: string[]) => names.map(tag.table);
/** Answers about one product whose data does not name it (review counts). */
const ofProduct = (request: FastifyRequest) => {
  const id = Number((request.query as { prodId?: string }).prodId);
  return Number.isSafeInteger(id) ? [tag.product(id)] : [];
};

/**
 * The catalogue's public GET answers: kept in memory per locale and query until a change notice
 * names what they show (src/cache), with an ETag, 304s and CDN-friendly Cache-Control. Searches
 * and listings are kept by their normalised query for LIST_TTL_MS at most, dropped sooner by the
 * notices of their products and shops and of set changes in their scope (list-cache.ts); their
 * first pages are counted, and the most asked kept warm (query-stats.ts). Supplier search gets
 * the headers only.
 */
export function cacheCatalogRoutes(ctx: AppContext): void {
  const route = (path: string, policy: Omit<CachedRoutePolicy, 'key'> & Partial<Pick<CachedRoutePolicy, 'key'>>) =>
    cachedRoute(ctx, path, { key: localeAndQuery, ...policy });

  route('/prod/prodInfo', {
    cdn: CDN.product,
    tags: () => tables('category'),
    ttlMs: (data) => untilSeckillChange(data as { seckillStart: string | null; seckillEnd: string | null }),
    // A signed-in buyer's visit records a footprint: the handler runs (on cached data) and the answer is private.
    personal: (request) => Boolean(request.headers.authorization),
  });
  route('/prodComm/prodCommData', { cdn: CDN.list, tags: ofProduct });
  route('/prodComm/prodCommPageByProd', { cdn: CDN.list, tags: ofProduct });

  route('/category/tree', { cdn: CDN.content, tags: () => tables('category') });
  route('/category/categoryInfo', { cdn: CDN.content, tags: () => tables('category') });
  route('/category/info', { cdn: CDN.content, tags: () => tables('category') });

  route('/index/home', {
    cdn: { maxAge: 60, staleWhileRevalidate: 300 },
    tags: () => [tag.productSet, tag.shopSet, ...tables(...HOME_TABLES)],
    // Exhibition states follow the clock.
    ttlMs: () => 60_000,
  });
  // Cards show what a unit costs now, which a seckill's start changes with no change notice: a minute at most.
  const cards = { ttlMs: () => 60_000 };
  route('/prod/excellentTopics', { cdn: CDN.content, tags: () => [tag.productSet, ...tables('featured_topic', 'featured_product')] });
  route('/prod/excellentTopic', {
    cdn: CDN.content,
    tags: () => [tag.productSet, ...tables('featured_topic', 'featured_product')],
    ...cards,
  });
  route('/prod/premium', { cdn: CDN.content, tags: () => [tag.productSet, ...tables('premium_product')], ...cards });
  route('/industryBelt/list', { cdn: CDN.content, tags: () => tables('industry_belt', 'industry_belt_category', 'category') });
  route('/industryBelt/info', { cdn: CDN.content, tags: () => tables('industry_belt', 'industry_belt_category', 'category') });
  route('/news/page', { cdn: CDN.content, tags: () => tables('news') });
  route('/news/info', { cdn: CDN.content, tags: () => tables('news') });
  route('/video/page', { cdn: CDN.content, tags: () => tables('video') });
  route('/video/info', { cdn: CDN.content, tags: () => tables('video') });
  route('/exhibition/page', { cdn: CDN.content, tags: () => tables('exhibition'), ttlMs: () => 60_000 });
  route('/exhibition/info', { cdn: CDN.content, tags: () => tables('exhibition', 'exhibition_news'), ttlMs: () => 60_000 });
  route('/exhibition/news', { cdn: CDN.content, tags: () => tables('exhibition_news') });

  // Suggestions come with every keystroke: kept until products or shops move in or out of lists.
  route('/search/suggest', { cdn: CDN.list, tags: () => [tag.productSet, tag.shopSet, ...tables('category')] });
  route('/search/hotSearch', { cdn: CDN.content, tags: () => tables('hot_search') });
  route('/search/regions', { cdn: CDN.content, tags: () => [tag.shopSet] });
  for (const path of LIST_ROUTES) {
    route(path, {
      cdn: CDN.list,
      key: listKey,
      tags: listTags,
      ttlMs: () => LIST_TTL_MS,
      observe: (request, data) => countListAnswer(ctx, path, request, data),
    });
  }
  route('/search/shopPage', { cdn: CDN.list, store: false });
}
