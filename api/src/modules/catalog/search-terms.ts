import type { FastifyInstance } from 'fastify';
import { pinyin } from 'pinyin-pro';
import { runClusterJob } from '../../cluster';
import type { Db } from '../../db';
import { num } from './catalog-common';

/**
 * The vocabulary a misspelled search is compared with (table search_term, migration 0241;
 * spelling.ts): the words of listed products' names and brands, category names, hot searches and
 * the searches buyers made that found products. Rebuilt as a whole by one process at a time
 * (cluster job), and by the seed on a fresh catalogue.
 */

const CJK = /[\u4e00-\u9fff]/;
/** A Chinese stretch longer than this is a sentence, not a term a buyer types. */
const MAX_CJK_TERM = 8;
/** Popular searches kept as phrases, and how often one must have been made. */
const POPULAR_LIMIT = 5000;
const POPULAR_MIN_HITS = 2;
/** How often the vocabulary is rebuilt, and the search counts decay with it (they halve in a day). */
export const SEARCH_TERMS_EVERY_MS = 15 * 60_000;
const DAY_MS = 24 * 3600_000;
/** Searches and listings whose counts are kept at most. */
const STATS_KEPT = 100_000;

/**
 * What trigrams compare: Latin text lower case as it is; Chinese as pinyin without tones, so a
 * character typed for the right sound (耳鸡 for 耳机, the usual slip of a pinyin keyboard) compares equal.
 */
export function soundOf(text: string): string {
  const lower = text.toLowerCase();
  return CJK.test(lower) ? pinyin(lower, { toneType: 'none', separator: '', nonZh: 'consecutive' }).toLowerCase() : lower;
}

export const langOfText = (text: string): 'en' | 'zh' => (CJK.test(text) ? 'zh' : 'en');

interface Term {
  lang: 'en' | 'zh';
  term: string;
  sound: string;
  phrase: boolean;
  products: number;
  hits: number;
  category_id: number | null;
}

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Reads the vocabulary from the catalogue and the search counts (no write). */
async function collect(db: Db): Promise<Term[]> {
  const terms = new Map<string, Term>();
  const add = (text: string, patch: Partial<Term>) => {
    const term = text.trim().toLowerCase().replace(/\s+/g, ' ');
    if (!term || term.length > 60) return;
    const lang = langOfText(term);
    const key = `${lang}|${term}`;
    let t = terms.get(key);
    if (!t) terms.set(key, (t = { lang, term, sound: soundOf(term), phrase: false, products: 0, hits: 0, category_id: null }));
    t.phrase ||= patch.phrase ?? false;
    t.products += patch.products ?? 0;
    t.hits = Math.max(t.hits, patch.hits ?? 0);
    t.category_id ??= patch.category_id ?? null;
  };

  // Latin words of names and brands (model numbers, with digits, are no words to correct towards).
  const words = await db.query<{ w: string; n: number }>(
    `/* catalog.termWords */ SELECT w, count(*)::int AS n
       FROM product p, regexp_split_to_table(lower(p.name_en || ' ' || coalesce(p.brand, '')), '[^a-z0-9]+') AS w
      WHERE p.listed AND length(w) >= 2 AND w !~ '[0-9]' GROUP BY w`,
  );
  for (const r of words) add(r.w, { products: num(r.n) });
  // Chinese stretches of names, and their words (ICU's dictionary segmentation: 优质无线耳机 -> 优质|无线|耳机).
  const stretches = await db.query<{ s: string; n: number }>(
    `/* catalog.termStretches */ SELECT m[1] AS s, count(*)::int AS n
       FROM product p, regexp_matches(p.name_zh, '([\\u4e00-\\u9fff]+)', 'g') AS m WHERE p.listed GROUP BY 1`,
  );
  for (const r of stretches) {
    const n = num(r.n);
    if ([...r.s].length <= MAX_CJK_TERM) add(r.s, { products: n });
    for (const seg of segmenter.segment(r.s)) {
      if (seg.isWordLike && [...seg.segment].length >= 2 && seg.segment !== r.s) add(seg.segment, { products: n });
    }
  }
  const categories = await db.query<{ id: number; en: string; zh: string }>(
    `SELECT category_id AS id, name_en AS en, name_zh AS zh FROM category WHERE status = 1`,
  );
  for (const c of categories) {
    add(c.en, { phrase: true, category_id: num(c.id) });
    add(c.zh, { phrase: true, category_id: num(c.id) });
  }
  for (const h of await db.query<{ title: string }>(`SELECT title FROM hot_search`)) add(h.title, { phrase: true, hits: 1 });
  const popular = await db.query<{ keyword: string; hits: number }>(
    `/* catalog.termPopular */ SELECT keyword, sum(hits) AS hits FROM search_query_stat
      WHERE route = '/search/page' AND keyword IS NOT NULL AND results > 0
      GROUP BY keyword HAVING sum(hits) >= ${POPULAR_MIN_HITS} ORDER BY 2 DESC LIMIT ${POPULAR_LIMIT}`,
  );
  for (const p of popular) add(p.keyword, { phrase: true, hits: Number(p.hits) });
  return [...terms.values()];
}

/** Rebuilds search_term in one transaction (readers see the old vocabulary until it commits). */
export async function rebuildSearchTerms(db: Db): Promise<number> {
  const terms = await collect(db);
  await db.tx(async (t) => {
    await t.exec('DELETE FROM search_term');
    for (let i = 0; i < terms.length; i += 1000) {
      await t.query(
        `INSERT INTO search_term (lang, term, sound, phrase, products, hits, category_id)
         SELECT r.lang, r.term, r.sound, r.phrase, r.products, r.hits, r.category_id
           FROM jsonb_to_recordset($1::jsonb) AS r(lang text, term text, sound text, phrase boolean, products int, hits double precision, category_id bigint)`,
        [JSON.stringify(terms.slice(i, i + 1000))],
      );
    }
  });
  return terms.length;
}

const SEARCH_TERMS_JOB = 'catalog.search-terms';

/**
 * Seed step: a fresh catalogue gets its vocabulary at once, and the job's next run is a period
 * away (otherwise the first start after the seed builds the same vocabulary again).
 */
export async function seedSearchTerms(db: Db): Promise<void> {
  const any = await db.one('SELECT 1 FROM search_term LIMIT 1');
  if (any) return;
  await rebuildSearchTerms(db);
  await db.query(
    `INSERT INTO cluster_job (name, next_run_at) VALUES ($1, now() + $2::double precision * interval '1 millisecond')
     ON CONFLICT (name) DO UPDATE SET next_run_at = EXCLUDED.next_run_at`,
    [SEARCH_TERMS_JOB, SEARCH_TERMS_EVERY_MS],
  );
}

/**
 * The search counts' upkeep: they decay (halve in a day), the faded are dropped after a day, and
 * never more than `kept` rows stay (the least asked go first).
 */
export async function maintainSearchStats(db: Db, kept = STATS_KEPT): Promise<void> {
  await db.query(`UPDATE search_query_stat SET hits = hits * $1`, [0.5 ** (SEARCH_TERMS_EVERY_MS / DAY_MS)]);
  await db.query(`DELETE FROM search_query_stat WHERE hits < 0.5 AND last_seen < now() - interval '1 day'`);
  await db.query(
    `DELETE FROM search_query_stat s USING (SELECT route, locale, cache_key FROM search_query_stat ORDER BY hits DESC OFFSET ${kept}) x
      WHERE s.route = x.route AND s.locale = x.locale AND s.cache_key = x.cache_key`,
  );
}

/** The vocabulary job: rebuilt every SEARCH_TERMS_EVERY_MS by one process, after the search counts' upkeep. */
export function scheduleSearchTerms(app: FastifyInstance, db: Db): void {
  runClusterJob(app, db, {
    name: SEARCH_TERMS_JOB,
    everyMs: SEARCH_TERMS_EVERY_MS,
    run: async () => {
      await maintainSearchStats(db);
      await rebuildSearchTerms(db);
    },
  });
}
