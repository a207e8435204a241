import type { Page } from '@mall/shared';
import { NON_OPEN_SHOPS } from '../../../db/seed/catalog';
import type { TestApp } from '../../../test/harness';
import { BUYER2, call, signIn } from '../../../test/requests';
import { ModuleError } from '../../../http/messages';
import { assertShopOpen } from '../index';
import type { ShopCard, ShopDetail, ShopHead } from '@mall/shared/contracts';
import { startShopsApp } from './fixture';

let t: TestApp;
let buyer: string;
let buyer2: string;
const PAUSED = Number(Object.entries(NON_OPEN_SHOPS).find(([, s]) => s === 5)![0]);
const NOT_OPEN = Number(Object.entries(NON_OPEN_SHOPS).find(([, s]) => s === 0)![0]);

beforeAll(async () => {
  t = await startShopsApp();
  buyer = await signIn(t);
  buyer2 = await signIn(t, BUYER2);
});
afterAll(() => t.close());

describe('shop list', () => {
  it('pages open suppliers with main products, certificates and response data', async () => {
    const res = await call<Page<ShopCard>>(t, 'GET', '/shop/page?current=1&size=5');
    expect(res.code).toBe('00000');
    expect(res.data.records).toHaveLength(5);
    expect(res.data.total).toBe(12 - Object.keys(NON_OPEN_SHOPS).length);
    expect(res.data.pages).toBe(Math.ceil(res.data.total / 5));
    const ids = res.data.records.map((r) => r.shopId);
    for (const id of Object.keys(NON_OPEN_SHOPS)) expect(ids).not.toContain(Number(id));
    const card = res.data.records.find((r) => r.mainProducts.length > 0)!;
    expect(card).toMatchObject({ shopName: expect.any(String), responseRate: expect.any(Number), responseHours: expect.any(Number) });
    expect(card.certificates.length).toBeGreaterThan(0);
    expect(card.mainProducts.length).toBeLessThanOrEqual(4);
    const page2 = await call<Page<ShopCard>>(t, 'GET', '/shop/page?current=2&size=5');
    expect(page2.data.records.map((r) => r.shopId).some((id) => ids.includes(id))).toBe(false);
  });

  it('filters by keyword, region and category, and sorts', async () => {
    const all = await call<Page<ShopCard>>(t, 'GET', '/shop/page?size=50');
    const one = all.data.records[0]!;
    const byName = await call<Page<ShopCard>>(t, 'GET', `/shop/page?keyword=${encodeURIComponent(one.shopName.slice(0, 6))}&size=50`);
    expect(byName.data.records.map((r) => r.shopId)).toContain(one.shopId);

    const filters = await call<{ regions: { value: string }[]; categories: { categoryId: number }[] }>(t, 'GET', '/shop/filters');
    const region = filters.data.regions[0]!.value;
    const byRegion = await call<Page<ShopCard>>(t, 'GET', `/shop/page?region=${encodeURIComponent(region)}&size=50`);
    expect(byRegion.data.total).toBeGreaterThan(0);
    expect(byRegion.data.records.every((r) => r.region === region)).toBe(true);
    const zh = await call<Page<ShopCard>>(t, 'GET', `/shop/page?region=${encodeURIComponent(region)}&size=50`, { locale: 'zh_CN' });
    expect(zh.data.records[0]!.region).toMatch(/[\u4e00-\u9fff]/);

    const cat = filters.data.categories[0]!.categoryId;
    const byCat = await call<Page<ShopCard>>(t, 'GET', `/shop/page?categoryId=${cat}&size=50`);
    expect(byCat.data.total).toBeGreaterThan(0);
    expect(byCat.data.total).toBeLessThan(all.data.total);

    const byYears = await call<Page<ShopCard>>(t, 'GET', '/shop/page?sort=years&size=50');
    const years = byYears.data.records.map((r) => r.yearsInBusiness ?? 0);
    expect(years).toEqual([...years].sort((a, b) => b - a));
    expect((await call(t, 'GET', '/shop/page?sort=bogus')).code).toBe('A00014');
  });
});

describe('shop pages', () => {
  it('gives the header with status, follow count and the shop’s product categories', async () => {
    const res = await call<ShopHead>(t, 'GET', '/shop/headInfo?shopId=1');
    expect(res.data).toMatchObject({ shopId: 1, shopStatus: 1, statusKey: 'open' });
    expect(res.data.categories.length).toBeGreaterThan(0);
    expect((await call(t, 'GET', '/shop/headInfo?shopId=99999')).code).toBe('A00013');
    expect((await call(t, 'GET', '/shop/headInfo?shopId=abc')).code).toBe('A00014');
  });

  it('reports a paused and a not-open shop’s status, and lists none of their products', async () => {
    const paused = await call<ShopHead>(t, 'GET', `/shop/headInfo?shopId=${PAUSED}`);
    expect(paused.data).toMatchObject({ shopStatus: 5, statusKey: 'paused', categories: [] });
    const notOpen = await call<ShopHead>(t, 'GET', `/shop/headInfo?shopId=${NOT_OPEN}`);
    expect(notOpen.data).toMatchObject({ shopStatus: 0, statusKey: 'notOpen' });
    const prods = await call<Page<unknown>>(t, 'GET', `/shop/prodPage?shopId=${PAUSED}`);
    expect(prods.data.total).toBe(0);
  });

  it('assertShopOpen refuses buying from a shop that is not open, in the buyer’s language', async () => {
    await expect(assertShopOpen(t.db, 1)).resolves.toBeUndefined();
    const err = await assertShopOpen(t.db, PAUSED).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModuleError);
    expect((err as ModuleError).code).toBe('A00001');
    expect((err as ModuleError).data).toMatchObject({ shopId: PAUSED, shopStatus: 5, statusKey: 'paused' });
    expect((err as ModuleError).messageFor('en')).toBe('This shop is paused');
    expect((err as ModuleError).messageFor('zh_CN')).toBe('店铺已暂停营业');
    const notOpen = (await assertShopOpen(t.db, NOT_OPEN).catch((e: unknown) => e)) as ModuleError;
    expect(notOpen.messageFor('en')).toBe('This shop is not open yet');
    expect(((await assertShopOpen(t.db, 99999).catch((e: unknown) => e)) as ModuleError).code).toBe('A00013');
  });

  it('gives about, licence, VR and contact details in both languages', async () => {
    const en = await call<ShopDetail>(t, 'GET', '/shop/detail?shopId=1');
    expect(en.data.company).toMatchObject({ companyName: expect.stringContaining('Co., Ltd.') });
    // A shop already named as a company keeps its name (no "Co., Ltd. Co., Ltd." / "有限公司有限公司").
    for (let shopId = 1; shopId <= 12; shopId++) {
      for (const locale of ['en', 'zh_CN'] as const) {
        const d = await call<ShopDetail>(t, 'GET', `/shop/detail?shopId=${shopId}`, { locale });
        expect(d.data.company.companyName).not.toMatch(/Co\., Ltd\..*Co\., Ltd\.|有限公司有限公司/);
      }
    }
    expect(en.data.licence).toMatchObject({
      licenceNo: expect.any(String),
      enterpriseName: expect.any(String),
      enterpriseResidence: expect.any(String),
      legalRepresentative: expect.any(String),
      registeredCapital: expect.any(Number),
      establishedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      businessScope: expect.any(String),
    });
    // No demo shop has a VR tour (a made-up address was a broken link: issue 40).
    expect(en.data.vrUrl).toBeNull();
    expect(en.data.contacts.length).toBe(2);
    const zh = await call<ShopDetail>(t, 'GET', '/shop/detail?shopId=1', { locale: 'zh_CN' });
    expect(String(zh.data.company.companyName)).toMatch(/有限公司$/);
    const two = await call<ShopDetail>(t, 'GET', '/shop/detail?shopId=2');
    expect(two.data.vrUrl).toBeNull();
    expect(two.data.licence!.noFixedTerm).toBe(true);
    expect(two.data.licence!.businessTermEnd).toBeNull();
  });

  it('pages a shop’s products with search and category', async () => {
    const all = await call<Page<{ prodId: number; prodName: string }>>(t, 'GET', '/shop/prodPage?shopId=1&size=50');
    expect(all.data.total).toBeGreaterThan(0);
    const head = await call<ShopHead>(t, 'GET', '/shop/headInfo?shopId=1');
    const cat = head.data.categories[0]!;
    const byCat = await call<Page<unknown>>(t, 'GET', `/shop/prodPage?shopId=1&categoryId=${cat.categoryId}&size=50`);
    expect(byCat.data.total).toBe(cat.prodCount);
    const word = all.data.records[0]!.prodName.split(' ')[0]!;
    const byWord = await call<Page<{ prodName: string }>>(t, 'GET', `/shop/prodPage?shopId=1&keyword=${encodeURIComponent(word)}&size=50`);
    expect(byWord.data.records.every((p) => p.prodName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
  });
});

describe('follow', () => {
  it('needs a signed-in buyer', async () => {
    expect((await call(t, 'POST', '/p/shop/follow', { body: { shopId: 1 } })).code).toBe('A00004');
  });

  it('toggles, per buyer', async () => {
    const followers = async () => (await call<ShopHead>(t, 'GET', '/shop/headInfo?shopId=3')).data.followCount;
    expect((await call(t, 'GET', '/p/shop/isFollow?shopId=3', { token: buyer })).data).toBe(false);
    expect(await followers()).toBe(0);
    const on = await call<{ followed: boolean; followCount: number }>(t, 'POST', '/p/shop/follow', { token: buyer, body: { shopId: 3 } });
    expect(on.data).toEqual({ followed: true, followCount: 1 });
    // The shop header (a cached public answer) shows the new count at once.
    expect(await followers()).toBe(1);
    expect((await call(t, 'GET', '/p/shop/isFollow?shopId=3', { token: buyer })).data).toBe(true);
    expect((await call(t, 'GET', '/p/shop/isFollow?shopId=3', { token: buyer2 })).data).toBe(false);
    const other = await call<{ followed: boolean; followCount: number }>(t, 'POST', '/p/shop/addOrCancel', {
      token: buyer2,
      body: { shopId: 3 },
    });
    expect(other.data).toEqual({ followed: true, followCount: 2 });
    const off = await call<{ followed: boolean; followCount: number }>(t, 'POST', '/p/shop/follow', { token: buyer, body: { shopId: 3 } });
    expect(off.data).toEqual({ followed: false, followCount: 1 });
    expect(await followers()).toBe(1);
    expect((await call(t, 'GET', '/p/shop/isFollow?shopId=3', { token: buyer2 })).data).toBe(true);
    const list = await call<Page<{ shopId: number }>>(t, 'GET', '/p/shop/followPage', { token: buyer2 });
    expect(list.data.records.map((r) => r.shopId)).toEqual([3]);
    expect((await call(t, 'POST', '/p/shop/follow', { token: buyer, body: { shopId: 99999 } })).code).toBe('A00013');
  });
});
