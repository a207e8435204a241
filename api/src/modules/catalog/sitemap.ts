import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LOCALES, toLanguageTag } from '@mall/shared';
import { cached, etagOf, matchesEtag, tag } from '../../cache';
import type { AppContext } from '../../context';
import { localizedUrl } from '../../site/seo-head';
import { num } from './catalog-common';

const gzipAsync = promisify(gzip);

/** The sitemaps.org limit per file; each path is listed once per locale. */
export const SITEMAP_MAX_URLS = 50_000;
export const PATHS_PER_PART = Math.floor(SITEMAP_MAX_URLS / LOCALES.length);

const STATIC_PAGES = [
  '/',
  '/categories',
  '/excellent-products',
  '/premium-collection',
  '/exhibition',
  '/exhibition/list',
  '/industry-belt',
  '/news',
  '/video',
  '/infos',
  '/sitemap',
  '/shop-list',
  // The help centre (mf-checkout's public pages).
  '/help',
  '/help/shipping',
  '/help/returns',
  '/help/payment',
  '/help/buyer-protection',
  '/help/terms',
  '/help/privacy',
  '/help/about',
];

/** A part of the sitemap: editorial pages, or a range of shop or product ids (PATHS_PER_PART each). */
type Part = { kind: 'pages'; n: 1 } | { kind: 'shops' | 'products'; n: number };
const partName = (p: Part) => `${p.kind}-${p.n}`;
const PART_FILE = /^(pages|shops|products)-([1-9]\d{0,6})\.xml\.gz$/;

interface Entry {
  path: string;
  lastmod: string | null;
}

/** What a part is built from, in a few index-only reads: its rows' count and last change. */
interface Mark {
  count: number;
  lastmod: string | null;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const range = (n: number) => [(n - 1) * PATHS_PER_PART + 1, n * PATHS_PER_PART];

const SOURCES = {
  products: { table: 'product', id: 'prod_id', where: 'listed', path: (id: number) => `/products/detail/${id}` },
  shops: { table: 'shop', id: 'shop_id', where: 'shop_status = 1', path: (id: number) => `/shop/${id}` },
} as const;

async function markOf(ctx: AppContext, part: Part): Promise<Mark> {
  if (part.kind === 'pages') {
    const r = await ctx.db.one<{ count: number; lastmod: unknown }>(
      `/* sitemap.pagesMark */ SELECT (SELECT count(*) FROM category WHERE status = 1) + (SELECT count(*) FROM featured_topic)
              + (SELECT count(*) FROM exhibition) + (SELECT count(*) FROM exhibition_news) + (SELECT count(*) FROM industry_belt)
              + (SELECT count(*) FROM news) + (SELECT count(*) FROM video) AS count,
              least(greatest((SELECT max(created_at) FROM news), (SELECT max(created_at) FROM exhibition_news)), now()) AS lastmod`,
    );
    return { count: num(r?.count), lastmod: iso(r?.lastmod) };
  }
  const s = SOURCES[part.kind];
  const r = await ctx.db.one<{ count: number; lastmod: unknown }>(
    `/* sitemap.partMark */ SELECT count(*)::int AS count, max(updated_at) AS lastmod FROM ${s.table} WHERE ${s.where} AND ${s.id} BETWEEN $1 AND $2`,
    range(part.n),
  );
  return { count: num(r?.count), lastmod: iso(r?.lastmod) };
}

async function entriesOf(ctx: AppContext, part: Part): Promise<Entry[]> {
  if (part.kind !== 'pages') {
    const s = SOURCES[part.kind];
    const rows = await ctx.db.query<{ id: number; at: unknown }>(
      `/* sitemap.partRows */ SELECT ${s.id} AS id, updated_at AS at FROM ${s.table} WHERE ${s.where} AND ${s.id} BETWEEN $1 AND $2 ORDER BY ${s.id}`,
      range(part.n),
    );
    return rows.map((r) => ({ path: s.path(num(r.id)), lastmod: iso(r.at) }));
  }
  const rows = async (sql: string, path: (id: number) => string) =>
    (await ctx.db.query<{ id: number; at?: unknown }>(sql)).map((r) => ({ path: path(num(r.id)), lastmod: iso(r.at) }));
  return [
    ...STATIC_PAGES.map((path) => ({ path, lastmod: null })),
    ...(await rows(
      'SELECT category_id AS id FROM category WHERE status = 1 ORDER BY category_id',
      (id) => `/categories/secondary?categoryId=${id}`,
    )),
    ...(await rows('SELECT topic_id AS id FROM featured_topic ORDER BY topic_id', (id) => `/excellent-products/detail?topicId=${id}`)),
    ...(await rows('SELECT exhibition_id AS id FROM exhibition ORDER BY exhibition_id', (id) => `/exhibition/detail/${id}`)),
    // A lastmod is never in the future (an article dated ahead was changed, at the latest, now).
    ...(await rows(
      'SELECT news_id AS id, least(created_at, now()) AS at FROM exhibition_news ORDER BY news_id',
      (id) => `/exhibition/news/${id}`,
    )),
    ...(await rows('SELECT belt_id AS id FROM industry_belt ORDER BY belt_id', (id) => `/industry-belt/category?beltId=${id}`)),
    ...(await rows(
      'SELECT news_id AS id, least(created_at, now()) AS at FROM news ORDER BY news_id',
      (id) => `/news/details?newsId=${id}`,
    )),
    ...(await rows('SELECT video_id AS id FROM video ORDER BY video_id', (id) => `/video/detail?videoId=${id}`)),
  ];
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One <url> per entry and locale, each listing both language versions (hreflang alternates). */
export function urlset(origin: string, entries: readonly Entry[]): string {
  const out: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const { path, lastmod } of entries) {
    const alternates =
      LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${toLanguageTag(l)}" href="${xml(localizedUrl(origin, path, l))}"/>`).join(
        '',
      ) + `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(localizedUrl(origin, path, 'en'))}"/>`;
    const mod = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
    for (const locale of LOCALES) out.push(`<url><loc>${xml(localizedUrl(origin, path, locale))}</loc>${mod}${alternates}</url>\n`);
  }
  out.push('</urlset>\n');
  return out.join('');
}

export function sitemapIndex(origin: string, parts: { name: string; lastmod: string | null }[]): string {
  const items = parts
    .map(
      (p) =>
        `<sitemap><loc>${xml(`${origin}/sitemaps/${p.name}.xml.gz`)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ''}</sitemap>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
}

/** Every part with rows, and its last change: one index-only pass over products and shops. */
async function partsList(ctx: AppContext): Promise<{ name: string; lastmod: string | null }[]> {
  const grouped = async (kind: 'products' | 'shops') => {
    const s = SOURCES[kind];
    const rows = await ctx.db.query<{ n: number; lastmod: unknown }>(
      `/* sitemap.parts */ SELECT (${s.id} - 1) / ${PATHS_PER_PART} + 1 AS n, max(updated_at) AS lastmod FROM ${s.table} WHERE ${s.where} GROUP BY 1 ORDER BY 1`,
    );
    return rows.map((r) => ({ name: partName({ kind, n: num(r.n) }), lastmod: iso(r.lastmod) }));
  };
  const pages = await markOf(ctx, { kind: 'pages', n: 1 });
  return [{ name: 'pages-1', lastmod: pages.lastmod }, ...(await grouped('shops')), ...(await grouped('products'))];
}

/**
 * /sitemap.xml is an index of gzipped parts of at most 50,000 URLs: editorial pages, shops and
 * products by id range, with lastmod from the data. A part is built when first asked for and kept
 * (table sitemap_part, shared by every process) until its rows change: asking again costs one
 * index-only read of its range, and a product change rebuilds only its own part.
 */
export function registerSitemap(app: FastifyInstance, ctx: AppContext): void {
  const building = new Map<string, Promise<Buffer>>();

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const parts = await cached(ctx, 'sitemap:index', async () => ({
      value: await partsList(ctx),
      tags: [
        tag.productSet,
        tag.shopSet,
        ...['category', 'featured_topic', 'exhibition', 'exhibition_news', 'industry_belt', 'news', 'video'].map(tag.table),
      ],
      // Dates move with every product change; the index may lag them by this much.
      ttlMs: 10 * 60_000,
    }));
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(ctx.config.publicOrigin, parts));
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const m = PART_FILE.exec(request.params.file);
    if (!m || (m[1] === 'pages' && m[2] !== '1')) return reply.callNotFound();
    const part = { kind: m[1], n: Number(m[2]) } as Part;
    // The configured public origin, never the request's Host: a forged Host must not end up in stored parts.
    const site = ctx.config.publicOrigin;
    const mark = await markOf(ctx, part);
    if (mark.count === 0 && part.kind !== 'pages') return reply.callNotFound();
    const stamp = `${mark.count}|${mark.lastmod ?? ''}`;
    const etag = etagOf(`${site}|${partName(part)}|${stamp}`);
    reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
    if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const stored = await ctx.db.one<{ body: Buffer }>(`SELECT body FROM sitemap_part WHERE origin = $1 AND name = $2 AND mark = $3`, [
      site,
      partName(part),
      stamp,
    ]);
    let body: Buffer | null = stored?.body ? Buffer.from(stored.body) : null;
    if (!body) {
      const key = `${site}|${partName(part)}|${stamp}`;
      let job: Promise<Buffer> | undefined = building.get(key);
      if (!job) {
        job = (async () => {
          const gz = await gzipAsync(urlset(site, await entriesOf(ctx, part)));
          await ctx.db.query(
            `INSERT INTO sitemap_part (origin, name, mark, lastmod, body) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (origin, name) DO UPDATE SET mark = excluded.mark, lastmod = excluded.lastmod, body = excluded.body, built_at = now()`,
            [site, partName(part), stamp, mark.lastmod, gz],
          );
          return gz;
        })().finally(() => building.delete(key));
        building.set(key, job);
      }
      body = await job;
    }
    return reply.type('application/gzip').send(body);
  });
}
