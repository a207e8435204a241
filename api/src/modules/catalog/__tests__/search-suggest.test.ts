import { RESPONSE_CODES, type ApiEnvelope } from '@mall/shared';
import type { SearchSuggestion } from '@mall/shared/contracts';
import { NON_OPEN_SHOPS } from '../../../db/seed/catalog';
import { createTestApp, type TestApp } from '../../../test/harness';

/** GET /api/search/suggest for the header search box: products mode and suppliers mode. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 300, catalogShops: 30 });
});
afterAll(() => t.close());

async function suggest(query: string, locale = 'en'): Promise<ApiEnvelope<SearchSuggestion[]>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/search/suggest?${query}`, headers: { locale } });
  return res.json() as ApiEnvelope<SearchSuggestion[]>;
}

describe('search suggestions', () => {
  it('suggests product names holding a two-character Chinese term, best sellers first', async () => {
    const res = await suggest(`keyword=${encodeURIComponent('耳机')}`, 'zh_CN');
    expect(res.code).toBe('00000');
    const products = res.data.filter((s) => s.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const s of products) expect(s.text).toContain('耳机');
    const [best] = await t.db.query<{ id: number }>(
      `SELECT p.prod_id::int AS id FROM product p JOIN shop s USING (shop_id)
        WHERE p.status = 1 AND s.shop_status = 1 AND p.name_zh LIKE '%耳机%' ORDER BY p.sold_num DESC LIMIT 1`,
    );
    expect(products[0]!.id).toBe(best!.id);
  });

  it('suggests by an English prefix, in English, with matching categories first', async () => {
    const res = await suggest('keyword=ear');
    expect(res.code).toBe('00000');
    expect(res.data.length).toBeGreaterThan(0);
    for (const s of res.data) expect(s.text.toLowerCase()).toContain('ear');
    const kinds = res.data.map((s) => s.type);
    expect(kinds.lastIndexOf('category')).toBeLessThan(Math.max(0, kinds.indexOf('product')) || kinds.length);
  });

  it('suggests open suppliers by name in suppliers mode, never a shop that is not open', async () => {
    const closed = await t.db.query<{ id: number; name: string }>(
      `SELECT shop_id::int AS id, shop_name_en AS name FROM shop WHERE shop_id = ANY($1::bigint[])`,
      [Object.keys(NON_OPEN_SHOPS).map(Number)],
    );
    expect(closed.length).toBeGreaterThan(0);
    // The first word of a closed shop's name (a city) is shared with open shops.
    const term = closed[0]!.name.split(' ')[0]!;
    const res = await suggest(`type=supplier&keyword=${encodeURIComponent(term)}`);
    expect(res.code).toBe('00000');
    expect(res.data.length).toBeGreaterThan(0);
    const closedIds = new Set(closed.map((c) => c.id));
    for (const s of res.data) {
      expect(s.type).toBe('supplier');
      expect(s.text.toLowerCase()).toContain(term.toLowerCase());
      expect(closedIds.has(s.id)).toBe(false);
    }
    const [zhName] = await t.db.query<{ name: string }>('SELECT shop_name_zh AS name FROM shop WHERE shop_id = $1', [res.data[0]!.id]);
    const zh = await suggest(`type=supplier&keyword=${encodeURIComponent(term)}`, 'zh_CN');
    expect(zh.data[0]).toEqual({ type: 'supplier', text: zhName!.name, id: res.data[0]!.id });
    // A Chinese two-character term matches the Chinese name too.
    const zhTerm = [...zhName!.name].slice(0, 2).join('');
    const byZh = await suggest(`type=supplier&keyword=${encodeURIComponent(zhTerm)}`, 'zh_CN');
    expect(byZh.data.map((s) => s.id)).toContain(res.data[0]!.id);
  });

  it('refuses an empty keyword and an unknown mode, and finds nothing for nonsense', async () => {
    const empty = await suggest('keyword=%20%20');
    expect(empty.code).toBe(RESPONSE_CODES.INVALID_ARGUMENT);
    expect(empty.msg).toMatch(/^search content cannot be empty$/i);
    expect((await suggest('keyword=lamp&type=banana')).code).toBe(RESPONSE_CODES.INVALID_ARGUMENT);
    const none = await suggest('type=supplier&keyword=zzqqxx');
    expect(none.code).toBe('00000');
    expect(none.data).toEqual([]);
  });
});
