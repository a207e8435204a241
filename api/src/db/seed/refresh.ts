import type { Db } from '../index';
import { CATEGORY_TREE, EXHIBITION_TOPICS, NEWS_TITLES } from './catalog-data';
import { exhibitionIntro, exhibitionNews, newsArticle, videoIntro } from './catalog-text';
import {
  CERTIFICATE_PICTURES,
  HOME_BANNERS,
  SHOP_BANNER_VARIANTS,
  SHOP_LOGO_VARIANTS,
  pictureSlug,
  shopBannerPicture,
  shopLogoPicture,
} from '../../modules/images/seed-pictures';
import { COVER_COUNTS } from '../../modules/images/drawing/scenes';
import { PRODUCT_VARIANTS } from '../../modules/images/drawing/studio';

/** A picture path of the seeds before pictures showed their subject ('catalog/p/17.jpg', 'catalog/c/3.svg'). */
const OLD = `'^catalog/[a-z]/[0-9]+\\.(jpg|svg)$'`;

/**
 * Databases seeded before the pictures showed their subject (numbered abstract pictures, one-line
 * news) are brought up to date on start: seeded rows still pointing to an old picture get their
 * subject's pictures, and texts still exactly as the old templates wrote them are written again.
 * Idempotent and cheap once done: every statement only touches rows that still have the old form.
 */
export async function refreshSeededContent(db: Db): Promise<void> {
  // Small tables tell whether there is anything to do: a large catalogue is not scanned on every start.
  const stale = await db.one<{ stale: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM category WHERE pic ~ ${OLD}) OR EXISTS (SELECT 1 FROM banner WHERE pic ~ ${OLD})
         OR EXISTS (SELECT 1 FROM news WHERE content_en LIKE '%<p>Our market team summarises the facts%') AS stale`,
  );
  if (!stale?.stale) return;
  const names = CATEGORY_TREE.flatMap((top) => [top.name[0], ...top.children.flatMap((s) => [s.name[0], ...s.leaves.map(([en]) => en)])]);
  const slugs = JSON.stringify(names.map((name) => ({ name, slug: pictureSlug(name) })));
  const leaves = JSON.stringify(
    CATEGORY_TREE.flatMap((top) => top.children.flatMap((s) => s.leaves.map(([en]) => ({ name: en, slug: pictureSlug(en) })))),
  );
  const map = (arg: string) => `(SELECT * FROM jsonb_to_recordset(${arg}::jsonb) AS m(name text, slug text))`;

  await db.query(
    `UPDATE category c SET pic = 'catalog/c/' || m.slug || '.jpg' FROM ${map('$1')} m WHERE c.name_en = m.name AND c.pic ~ ${OLD}`,
    [slugs],
  );
  // A product shows its kind: one variant (by its id) in each view; a fifth picture is the next colour.
  await db.query(
    `UPDATE product p SET
       pic = format('catalog/p/%s-%s-0.jpg', m.slug, p.prod_id % ${PRODUCT_VARIANTS}),
       imgs = ARRAY(SELECT CASE WHEN j < 4 THEN format('catalog/p/%s-%s-%s.jpg', m.slug, p.prod_id % ${PRODUCT_VARIANTS}, j)
                                ELSE format('catalog/p/%s-%s-0.jpg', m.slug, (p.prod_id + 1) % ${PRODUCT_VARIANTS}) END
                      FROM generate_series(0, greatest(cardinality(p.imgs), 1) - 1) j),
       content_en = regexp_replace(p.content_en, 'catalog/p/[0-9]+\\.(jpg|svg)', format('catalog/p/%s-%s-0.jpg', m.slug, p.prod_id % ${PRODUCT_VARIANTS}), 'g'),
       content_zh = regexp_replace(p.content_zh, 'catalog/p/[0-9]+\\.(jpg|svg)', format('catalog/p/%s-%s-0.jpg', m.slug, p.prod_id % ${PRODUCT_VARIANTS}), 'g')
     FROM category c, ${map('$1')} m
     WHERE c.category_id = p.category_id AND c.name_en = m.name AND p.pic ~ ${OLD}`,
    [leaves],
  );
  await db.query(
    `UPDATE sku s SET pic = p.imgs[1 + s.sku_id % cardinality(p.imgs)]
       FROM product p WHERE p.prod_id = s.prod_id AND s.pic ~ ${OLD} AND p.pic !~ ${OLD} AND cardinality(p.imgs) > 0`,
  );
  await db.query(
    `UPDATE prod_comment r SET pics = p.imgs[2:3]
       FROM product p WHERE p.prod_id = r.prod_id AND cardinality(r.pics) > 0 AND r.pics[1] ~ ${OLD} AND p.pic !~ ${OLD}`,
  );

  // Shops: the mark and banner of their main category; certificates as certificates.
  const shops = await db.query<{ id: number; top: number | null; logo: string | null; banner: string | null }>(
    `SELECT s.shop_id::int AS id, t.seq AS top, s.logo, s.banner FROM shop s LEFT JOIN category t ON t.category_id = s.main_category_id AND t.grade = 1
      WHERE s.logo ~ ${OLD} OR s.banner ~ ${OLD}`,
  );
  if (shops.length) {
    const rows = shops.map((s) => {
      const top = s.top ?? s.id % CATEGORY_TREE.length;
      const n = Math.floor((s.id - 1) / CATEGORY_TREE.length);
      return { id: s.id, logo: shopLogoPicture(top, n % SHOP_LOGO_VARIANTS), banner: shopBannerPicture(top, n % SHOP_BANNER_VARIANTS) };
    });
    await db.query(
      `UPDATE shop s SET logo = CASE WHEN s.logo ~ ${OLD} THEN r.logo ELSE s.logo END, banner = CASE WHEN s.banner ~ ${OLD} THEN r.banner ELSE s.banner END
         FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, logo text, banner text) WHERE s.shop_id = r.id`,
      [JSON.stringify(rows)],
    );
  }
  await db.query(
    `UPDATE shop_detail d SET certificates = (
       SELECT jsonb_agg(CASE WHEN c.value->>'pic' ~ ${OLD}
                             THEN jsonb_set(c.value, '{pic}', to_jsonb(format('catalog/l/certificate-%s.jpg', (d.shop_id + c.ord - 1) % ${CERTIFICATE_PICTURES})))
                             ELSE c.value END ORDER BY c.ord)
         FROM jsonb_array_elements(d.certificates) WITH ORDINALITY AS c(value, ord))
     WHERE jsonb_typeof(d.certificates) = 'array' AND jsonb_array_length(d.certificates) > 0 AND d.certificates::text ~ '"catalog/l/[0-9]+\\.(jpg|svg)"'`,
  );

  // Editorial pictures by their order, as the seed made them.
  await db.query(`UPDATE banner SET pic = format('catalog/b/home-%s.jpg', seq % ${HOME_BANNERS}) WHERE pic ~ ${OLD}`);
  await db.query(`UPDATE featured_topic SET pic = format('catalog/v/topic-%s.jpg', seq % ${COVER_COUNTS.topic}) WHERE pic ~ ${OLD}`);
  await db.query(`UPDATE industry_belt SET pic = format('catalog/v/belt-%s.jpg', seq % ${COVER_COUNTS.belt}) WHERE pic ~ ${OLD}`);
  for (const [table, key, order, col, kind] of [
    ['exhibition', 'exhibition_id', 'exhibition_id', 'pic', 'exhibition'],
    ['news', 'news_id', 'created_at DESC, news_id', 'pic', 'news'],
    ['video', 'video_id', 'video_id', 'cover', 'video'],
  ] as const) {
    await db.query(
      `UPDATE ${table} x SET ${col} = format('catalog/v/${kind}-%s.jpg', (r.n - 1) % ${COVER_COUNTS[kind]})
         FROM (SELECT ${key} AS id, row_number() OVER (ORDER BY ${order}) AS n FROM ${table}) r
        WHERE x.${key} = r.id AND x.${col} ~ ${OLD}`,
    );
  }

  await refreshTexts(db);
}

/** News, exhibition and video texts the old templates wrote, written again by the new ones. */
async function refreshTexts(db: Db): Promise<void> {
  const news = await db.query<{ id: number; n: number; at: string }>(
    `SELECT news_id::int AS id, n::int, created_at AS at FROM
       (SELECT news_id, created_at, content_en, row_number() OVER (ORDER BY created_at DESC, news_id) - 1 AS n FROM news) x
      WHERE content_en LIKE '%<p>Our market team summarises the facts, the dates and what to do next.</p>'`,
  );
  for (const r of news) {
    const k = r.n % NEWS_TITLES.length;
    const a = newsArticle(k, r.n >= NEWS_TITLES.length ? 1 : 0, new Date(r.at));
    await db.query('UPDATE news SET summary_en = $2, summary_zh = $3, content_en = $4, content_zh = $5 WHERE news_id = $1', [
      r.id,
      ...a.summary,
      ...a.content,
    ]);
  }

  const exhibitions = await db.query<{ id: number; n: number; en: string; cityEn: string; cityZh: string; start: string; intro: string }>(
    `SELECT exhibition_id::int AS id, (row_number() OVER (ORDER BY exhibition_id) - 1)::int AS n, title_en AS en, city_en AS "cityEn",
            city_zh AS "cityZh", start_time AS start, intro_en AS intro FROM exhibition`,
  );
  for (const e of exhibitions) {
    const topic = EXHIBITION_TOPICS.find(([en]) => e.en.startsWith(en));
    if (!topic) continue;
    const city = [e.cityEn, e.cityZh] as const;
    if (e.intro?.startsWith('Meet hundreds of verified suppliers at the ')) {
      const intro = exhibitionIntro(topic, city, e.n);
      await db.query('UPDATE exhibition SET intro_en = $2, intro_zh = $3 WHERE exhibition_id = $1', [e.id, ...intro]);
    }
    const items = await db.query<{ id: number; title: string }>(
      `SELECT news_id::int AS id, title_en AS title FROM exhibition_news WHERE exhibition_id = $1 AND content_en ~ '^<p>[^<]*: (the exhibitor list is now available|visitors can register online|the highlights of this edition)\\.</p>$'`,
      [e.id],
    );
    for (const item of items) {
      const which = ['Exhibitor list announced', 'Visitor registration opens', 'Highlights and new products'].indexOf(item.title);
      if (which < 0) continue;
      const a = exhibitionNews(topic, city, e.n, which, new Date(e.start));
      await db.query('UPDATE exhibition_news SET content_en = $2, content_zh = $3 WHERE news_id = $1', [item.id, ...a.content]);
    }
  }

  const videos = await db.query<{ id: number; n: number; en: string; zh: string }>(
    `SELECT video_id::int AS id, n::int, title_en AS en, title_zh AS zh FROM
       (SELECT video_id, title_en, title_zh, intro_en, row_number() OVER (ORDER BY video_id) - 1 AS n FROM video) x
      WHERE intro_en ~ '^Filmed on site: [^.]*\\.$'`,
  );
  for (const v of videos) {
    const intro = videoIntro([v.en.replace(/ 2$/, ''), v.zh.replace(/ 2$/, '')], v.n);
    await db.query('UPDATE video SET intro_en = $2, intro_zh = $3 WHERE video_id = $1', [v.id, ...intro]);
  }
}
