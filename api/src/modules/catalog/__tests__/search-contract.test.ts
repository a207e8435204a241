import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * The search routes are on the contract (contracts/search.ts): every field the listing answers
 * reaches the page (a field the schema missed would vanish), refused input names its field, and
 * the HTTP cache's headers are as before (answers shared with an ETag; refusals never).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ orderSweepIntervalMs: 0 });
  await t.app.ready();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api${url}`, headers });

describe('search on the contract', () => {
  it('answers every field of a listing page: the cards, the capped total and the next cursor', async () => {
    const res = await get('/search/page?keyword=lamp&size=2');
    const page = res.json().data as Record<string, unknown> & { records: Record<string, unknown>[] };
    expect(Object.keys(page).sort()).toEqual(['current', 'nextCursor', 'pages', 'records', 'size', 'total', 'totalCapped']);
    expect(typeof page.nextCursor).toBe('string');
    expect(Object.keys(page.records[0]!).sort()).toEqual(
      [
        'prodId',
        'prodName',
        'shopId',
        'shopName',
        'pic',
        'price',
        'oriPrice',
        'pointsPrice',
        'prodType',
        'soldNum',
        'unit',
        'region',
        'score',
        'totalStocks',
        'brief',
      ].sort(),
    );
    // The cursor continues after this page's last row.
    const next = (await get(`/search/page?keyword=lamp&size=2&cursor=${encodeURIComponent(String(page.nextCursor))}`)).json().data as {
      records: { prodId: number }[];
    };
    expect(next.records.map((r) => r.prodId)).not.toContain(page.records[1]!.prodId);
  });

  it('refuses input with A00014 naming the field, in the request language, and never lets it be cached', async () => {
    for (const [url, field] of [
      ['/search/page?keyword=lamp&sort=bogus', 'sort'],
      ['/prod/pageProd?categoryId=x', 'categoryId'],
      ['/search/suggest?keyword=', 'keyword'],
      ['/search/shopPage?keyword=co&size=500', 'size'],
    ] as const) {
      const res = await get(url, { locale: 'zh_CN' });
      expect(res.json(), url).toMatchObject({ code: 'A00014', data: { field } });
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeUndefined();
    }
    expect((await get('/search/suggest?keyword=', { locale: 'zh_CN' })).json().msg).toBe('搜索内容不能为空');
  });

  it('answers with an ETag and the CDN Cache-Control, and 304 when the client holds the answer', async () => {
    for (const [url, maxAge] of [
      ['/search/suggest?keyword=la', 30],
      ['/search/hotSearch', 300],
      ['/search/regions', 300],
      ['/prod/pageProd?size=3', 30],
    ] as const) {
      const first = await get(url);
      expect(first.headers['cache-control'], url).toBe(`public, max-age=0, must-revalidate, s-maxage=${maxAge}`);
      const again = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });
});
