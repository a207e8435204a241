import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { refreshSeededContent } from '../refresh';

/** What an older seed wrote (numbered abstract pictures, one-line texts), put back on some rows. */
async function ageTheSeed(t: TestApp): Promise<void> {
  await t.db.exec(`
    UPDATE category SET pic = 'catalog/c/' || category_id || '.jpg';
    UPDATE product SET pic = 'catalog/p/' || (prod_id * 7 % 240) || '.jpg',
                       imgs = ARRAY['catalog/p/1.jpg', 'catalog/p/2.jpg', 'catalog/p/3.svg', 'catalog/p/4.jpg', 'catalog/p/5.jpg'],
                       content_en = '<p><img src="/api/img/640/catalog/p/9.jpg" width="640" height="640" alt=""></p>'
     WHERE prod_id <= 20;
    UPDATE sku SET pic = 'catalog/p/1.jpg' WHERE prod_id <= 20;
    UPDATE prod_comment SET pics = ARRAY['catalog/p/8.jpg', 'catalog/p/9.jpg'] WHERE prod_id <= 20;
    UPDATE shop SET logo = 'catalog/l/' || shop_id || '.jpg', banner = 'catalog/b/' || (shop_id % 6) || '.jpg';
    UPDATE shop_detail SET certificates = jsonb_build_array(jsonb_build_object('name', 'ISO', 'pic', 'catalog/l/3.jpg'));
    UPDATE banner SET pic = 'catalog/b/' || seq || '.jpg';
    UPDATE featured_topic SET pic = 'catalog/v/' || seq || '.jpg';
    UPDATE industry_belt SET pic = 'catalog/v/' || (seq + 20) || '.jpg';
    UPDATE exhibition SET pic = 'catalog/v/' || (exhibition_id + 10) || '.jpg',
                          intro_en = 'Meet hundreds of verified suppliers at the Canton Fair in ' || city_en || '.';
    UPDATE exhibition_news SET content_en = '<p>Canton Fair: the exhibitor list is now available.</p>', content_zh = '<p>广交会：展商名单已发布。</p>'
     WHERE title_en = 'Exhibitor list announced';
    UPDATE news SET pic = 'catalog/v/' || news_id || '.jpg',
                    content_en = '<p>' || title_en || '.</p><p>Our market team summarises the facts, the dates and what to do next.</p>';
    UPDATE video SET cover = 'catalog/v/' || video_id || '.jpg', intro_en = 'Filmed on site: ' || lower(title_en) || '.';
  `);
}

describe('a database seeded before the pictures showed their subject', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ageTheSeed(t);
    await refreshSeededContent(t.db);
  });
  afterAll(() => t.close());

  const all = <T extends object>(sql: string) => t.db.query<T>(sql);

  it('gets pictures of each row subject: products of their kind, categories, shops, certificates, stories', async () => {
    const products = await all<{ pic: string; imgs: string[]; content: string; name: string }>(
      `SELECT p.pic, p.imgs, p.content_en AS content, c.name_en AS name FROM product p JOIN category c USING (category_id) WHERE p.prod_id <= 20`,
    );
    for (const p of products) {
      const slug = p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      expect(p.pic).toMatch(new RegExp(`^catalog/p/${slug}-\\d-0\\.jpg$`));
      expect(p.imgs).toHaveLength(5);
      expect(p.imgs.slice(0, 4).map((i) => i.replace(/.*-(\d)\.jpg$/, '$1'))).toEqual(['0', '1', '2', '3']);
      expect(p.content).toContain(`/api/img/640/${p.pic}`);
    }
    const stale = await all<{ n: number }>(`
      SELECT count(*)::int AS n FROM (
        SELECT pic FROM category UNION ALL SELECT pic FROM sku UNION ALL SELECT unnest(pics) FROM prod_comment
        UNION ALL SELECT logo FROM shop UNION ALL SELECT banner FROM shop UNION ALL SELECT pic FROM banner
        UNION ALL SELECT pic FROM featured_topic UNION ALL SELECT pic FROM industry_belt UNION ALL SELECT pic FROM exhibition
        UNION ALL SELECT pic FROM news UNION ALL SELECT cover FROM video
        UNION ALL SELECT c->>'pic' FROM shop_detail, jsonb_array_elements(certificates) c
      ) x WHERE pic ~ '^catalog/[a-z]/[0-9]+\\.(jpg|svg)$'`);
    expect(stale[0]!.n).toBe(0);
    const certs = await all<{ pic: string }>(`SELECT c->>'pic' AS pic FROM shop_detail, jsonb_array_elements(certificates) c LIMIT 5`);
    for (const c of certs) expect(c.pic).toMatch(/^catalog\/l\/certificate-\d\.jpg$/);
    const home = await all<{ pic: string }>('SELECT pic FROM banner ORDER BY seq');
    expect(home.map((b) => b.pic)).toEqual(home.map((_, i) => `catalog/b/home-${i}.jpg`));
  });

  it('gets the texts of the current templates where the old ones were left unchanged', async () => {
    const news = await all<{ content: string }>('SELECT content_en AS content FROM news');
    for (const n of news) expect(n.content.match(/<p>/g)!.length).toBeGreaterThanOrEqual(4);
    const items = await all<{ content: string }>(
      `SELECT content_en AS content FROM exhibition_news WHERE title_en = 'Exhibitor list announced'`,
    );
    for (const i of items) expect(i.content).toContain('<blockquote>');
    const intros = await all<{ intro: string }>('SELECT intro_en AS intro FROM exhibition');
    for (const e of intros) expect(e.intro).not.toMatch(/^Meet hundreds/);
    const videos = await all<{ intro: string }>('SELECT intro_en AS intro FROM video');
    for (const v of videos) expect(v.intro).toMatch(/minutes/);
  });

  it('does nothing on a second start', async () => {
    const snapshot = () =>
      all<{ h: string }>(`SELECT md5(string_agg(pic || array_to_string(imgs, ',') || content_en, '' ORDER BY prod_id)) AS h FROM product`);
    const before = await snapshot();
    const news = await all<{ h: string }>(`SELECT md5(string_agg(content_en, '' ORDER BY news_id)) AS h FROM news`);
    await refreshSeededContent(t.db);
    expect(await snapshot()).toEqual(before);
    expect(await all<{ h: string }>(`SELECT md5(string_agg(content_en, '' ORDER BY news_id)) AS h FROM news`)).toEqual(news);
  });
});
