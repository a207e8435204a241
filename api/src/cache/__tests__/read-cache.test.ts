import { ReadCache } from '../read-cache';
import { etagOf, matchesEtag } from '../http-cache';
import { tagsOfData, tagsOfNotice } from '../invalidation';

const make = (trusted = () => true) => new ReadCache({ maxBytes: 1 << 20, ttlMs: 60_000, trusted });
const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
};

describe('read cache', () => {
  it('keeps a value until a notice names one of its tags', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => ({ value: ++loads, tags: ['product:1', 'shop:2'] });
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate(['product:9']);
    expect(await cache.get('a', load)).toBe(1);
    cache.invalidate(['shop:2']);
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('does not keep a value read while a notice for it arrived (it may predate the change)', async () => {
    const cache = make();
    const slow = deferred<{ value: string; tags: string[] }>();
    const first = cache.get('p', () => slow.promise);
    cache.invalidate(['product:1']); // the write committed while the read was running
    slow.resolve({ value: 'old price', tags: ['product:1'] });
    expect(await first).toBe('old price');
    expect(await cache.get('p', async () => ({ value: 'new price', tags: ['product:1'] }))).toBe('new price');
  });

  it('shares one load between concurrent misses, unless a notice came in between', async () => {
    const cache = make();
    let loads = 0;
    const gate = deferred<void>();
    const load = async () => {
      const n = ++loads;
      await gate.promise;
      return { value: n, tags: ['t'] };
    };
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    cache.invalidate(['other']);
    const c = cache.get('k', load);
    gate.resolve();
    expect(await Promise.all([a, b, c])).toEqual([1, 1, 2]);
  });

  it('answers and keeps nothing while notices cannot arrive', async () => {
    let listening = false;
    const cache = make(() => listening);
    let loads = 0;
    const load = async () => ({ value: ++loads, tags: [] });
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(2);
    listening = true;
    await cache.get('k', load);
    await cache.get('k', load);
    expect(loads).toBe(3);
  });

  it('lets a time-dependent value expire at its change of state', async () => {
    const cache = make();
    let loads = 0;
    const load = async () => ({ value: ++loads, tags: [], ttlMs: 30 });
    await cache.get('k', load);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', load)).toBe(2);
  });
});

describe('tags and ETags', () => {
  it('maps the database notices to tags', () => {
    // A set change without scopes (many products at once) drops every kept list; with scopes only those lists.
    expect(tagsOfNotice({ table: 'product', ids: [1, 2], shops: [7], set: true })).toEqual([
      'product:1',
      'product:2',
      'shop:7',
      'product-set',
      'lists',
    ]);
    expect(tagsOfNotice({ table: 'product', ids: [1], set: true, scopes: ['c12', 'wla', 'h灯'] })).toEqual([
      'product:1',
      'product-set',
      'list:*',
      'list:c12',
      'list:wla',
      'list:h灯',
    ]);
    // A stock move names the product only: lists showing it drop, no other.
    expect(tagsOfNotice({ table: 'product', ids: [1] })).toEqual(['product:1']);
    expect(tagsOfNotice({ table: 'shop', ids: [7] })).toEqual(['shop:7']);
    expect(tagsOfNotice({ table: 'category' })).toEqual(['table:category']);
    expect(tagsOfNotice({ all: true })).toBeNull();
  });

  it('finds the products and shops an answer shows', () => {
    const data = { prodId: 1, shopId: 2, shop: { shopId: 2 }, cards: [{ prodId: 3, shopId: 4 }], skuList: [{ skuId: 9, prodId: 1 }] };
    expect([...tagsOfData(data)].sort()).toEqual(['product:1', 'product:3', 'shop:2', 'shop:4']);
  });

  it('gives the same ETag to the same data whatever the envelope timestamp, and compares weakly', () => {
    const a = etagOf('{"code":"00000","msg":null,"data":{"x":1},"timestamp":1}');
    expect(etagOf('{"code":"00000","msg":null,"data":{"x":1},"timestamp":2}')).toBe(a);
    expect(etagOf('{"code":"00000","msg":null,"data":{"x":2},"timestamp":1}')).not.toBe(a);
    expect(matchesEtag(a, a)).toBe(true);
    expect(matchesEtag(`"x", ${a.replace('W/', '')}`, a)).toBe(true);
    expect(matchesEtag('"other"', a)).toBe(false);
    expect(matchesEtag(undefined, a)).toBe(false);
  });
});

describe('writes the read cache waits for', () => {
  it('names the tables a statement writes, and none for reads and locks', async () => {
    const { tablesWritten } = await import('../../db');
    expect([...tablesWritten('UPDATE sku SET stocks = stocks - $2 WHERE sku_id = $1')]).toEqual(['sku']);
    expect([
      ...tablesWritten('INSERT INTO user_footprint (user_id) VALUES ($1) ON CONFLICT (user_id) DO UPDATE SET visited_at = now()'),
    ]).toEqual(['user_footprint']);
    expect([...tablesWritten('WITH x AS (DELETE FROM public.shop_cart WHERE true RETURNING 1) SELECT * FROM x')]).toEqual(['shop_cart']);
    expect(
      [...tablesWritten('SELECT 1 FROM order_info WHERE order_number = $1 FOR UPDATE SKIP LOCKED')].filter((t) => t !== 'skip'),
    ).toEqual([]);
    expect([...tablesWritten("SELECT pg_notify('x', 'y')")]).toEqual([]);
  });
});
