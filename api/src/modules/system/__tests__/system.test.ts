import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { unitForQuantity } from '@mall/shared';
import { createTestApp, type TestApp } from '../../../test/harness';
import { seed } from '../../../db/seed';

type Envelope<T> = { code: string; msg: string | null; data: T };

describe('system endpoints (spec section 7, no login)', () => {
  let t: TestApp;
  const get = async <T>(url: string, locale?: string): Promise<Envelope<T>> => {
    const res = await t.app.inject({ method: 'GET', url, headers: locale ? { Locale: locale } : {} });
    expect(res.statusCode).toBe(200);
    return res.json() as Envelope<T>;
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('GET /dict/data/list?dictType=UNITS_OF_MEASUREMENT', () => {
    type Unit = { dictLabel: string; dictValue: string };

    it('lists about 92 units with singular/plural English values', async () => {
      const { code, data } = await get<Unit[]>('/api/dict/data/list?dictType=UNITS_OF_MEASUREMENT');
      expect(code).toBe('00000');
      expect(data.length).toBeGreaterThanOrEqual(90);
      expect(Object.keys(data[0]!).sort()).toEqual(['dictLabel', 'dictValue']);
      const byLabel = new Map(data.map((u) => [u.dictLabel, u.dictValue]));
      expect(byLabel.get('piece')).toBe('piece/pieces');
      expect(byLabel.get('foot')).toBe('foot/feet');
      expect(byLabel.get('box')).toBe('box/boxes');
      expect(unitForQuantity(byLabel.get('carton'), 1)).toBe('carton');
      expect(unitForQuantity(byLabel.get('carton'), 3)).toBe('cartons');
      expect(data.filter((u) => u.dictValue.includes('/')).length).toBeGreaterThanOrEqual(85);
      expect(new Set(data.map((u) => u.dictLabel)).size).toBe(data.length);
    });

    it('words the units in Chinese for Locale zh_CN, with the same labels', async () => {
      const en = await get<Unit[]>('/api/dict/data/list?dictType=UNITS_OF_MEASUREMENT');
      const zh = await get<Unit[]>('/api/dict/data/list?dictType=UNITS_OF_MEASUREMENT', 'zh_CN');
      expect(zh.data.map((u) => u.dictLabel)).toEqual(en.data.map((u) => u.dictLabel));
      const byLabel = new Map(zh.data.map((u) => [u.dictLabel, u.dictValue]));
      expect(byLabel.get('piece')).toBe('件');
      expect(byLabel.get('set')).toBe('套');
      expect(byLabel.get('pair')).toBe('双');
      expect(zh.data.every((u) => !u.dictValue.includes('/'))).toBe(true);
    });

    it('answers an empty list for an unknown dictionary type', async () => {
      expect((await get<Unit[]>('/api/dict/data/list?dictType=NO_SUCH_TYPE')).data).toEqual([]);
    });

    it('seeding again changes nothing (safe on every start)', async () => {
      await seed(t.db, { config: t.ctx.config });
      const counts = await t.db.one<Record<string, number>>(
        `SELECT (SELECT count(*) FROM dict_data) AS units, (SELECT count(*) FROM currency) AS currencies,
                (SELECT count(*) FROM language) AS languages, (SELECT count(*) FROM web_config) AS configs`,
      );
      expect(counts).toEqual({ units: 92, currencies: 6, languages: 3, configs: 2 });
    });
  });

  describe('GET /webConfig/getPcWebConfig', () => {
    type WebConfig = {
      pcTitleContent: string;
      pcLogoImg: string;
      seoConfigList: { type: string; title: string; keywords: string; description: string }[];
    };

    it('answers the English site config by default', async () => {
      const { data } = await get<WebConfig>('/api/webConfig/getPcWebConfig');
      expect(data.pcTitleContent).toBe('GlobalTrade Mall');
      expect(data.pcLogoImg).toBe('/static/logo.svg');
      expect(data.seoConfigList.map((s) => s.type)).toEqual(['home', 'product', 'shop', 'category', 'exhibition']);
      const home = data.seoConfigList.find((s) => s.type === 'home')!;
      expect(home.title && home.keywords && home.description).toBeTruthy();
    });

    it('answers the Chinese config for Locale zh_CN', async () => {
      const en = await get<WebConfig>('/api/webConfig/getPcWebConfig', 'en');
      const zh = await get<WebConfig>('/api/webConfig/getPcWebConfig', 'zh_CN');
      expect(zh.data.pcTitleContent).toBe('环球贸易商城');
      expect(zh.data.seoConfigList[0]!.title).not.toBe(en.data.seoConfigList[0]!.title);
    });

    it('falls back to English for a language without its own config', async () => {
      const { data } = await get<WebConfig>('/api/webConfig/getPcWebConfig', 'ja');
      expect(data.pcTitleContent).toBe('GlobalTrade Mall');
    });

    it('serves the logo it points at', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/static/logo.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      const cargo = await t.app.inject({ method: 'GET', url: '/static/default-cargo.svg' });
      expect(cargo.statusCode).toBe(200);
    });
  });

  describe('GET /currency/list', () => {
    type Currency = {
      currencyId: number;
      currencyCode: string;
      symbol: string;
      exchangeRate: number;
      status: number;
      defaultCurrency: number;
      currencyName: string;
    };

    it('lists currencies with exactly one default (USD, rate 1) and a disabled one', async () => {
      const { data } = await get<Currency[]>('/api/currency/list');
      const defaults = data.filter((c) => c.defaultCurrency === 1);
      expect(defaults).toHaveLength(1);
      expect(defaults[0]).toMatchObject({ currencyCode: 'USD', symbol: '$', exchangeRate: 1, status: 1, currencyName: 'US Dollar' });
      expect(data.filter((c) => c.status === 0).map((c) => c.currencyCode)).toEqual(['RUB']);
      expect(data.find((c) => c.currencyCode === 'CNY')).toMatchObject({ symbol: '¥', exchangeRate: 7.1 });
      expect(data.find((c) => c.currencyCode === 'EUR')?.exchangeRate).toBe(0.92);
      expect(typeof data[0]!.currencyId).toBe('number');
    });

    it('names currencies in the request language', async () => {
      const { data } = await get<Currency[]>('/api/currency/list', 'zh_CN');
      expect(data.find((c) => c.currencyCode === 'USD')?.currencyName).toBe('美元');
    });
  });

  describe('GET /countries', () => {
    const fetchCountries = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/countries', headers });

    it('goes out compressed for a browser that accepts it, stays public and cacheable, and is compressed once', async () => {
      const plain = await fetchCountries({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      const text = plain.body;
      expect(text.length).toBeGreaterThan(100_000);
      for (const [accept, encoding, decode] of [
        ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ] as const) {
        const first = await fetchCountries({ 'accept-encoding': accept });
        expect(first.headers['content-encoding']).toBe(encoding);
        expect(first.headers['cache-control']).toMatch(/^public/);
        expect(String(first.headers.vary)).toMatch(/Accept-Encoding/);
        expect(first.headers.etag).toBe(plain.headers.etag);
        const bytes = first.rawPayload;
        expect(bytes.length).toBeLessThan(text.length / 3);
        // The envelope's timestamp aside, the same answer.
        expect(JSON.parse(decode(bytes).toString()).data).toEqual(JSON.parse(text).data);
        // From memory: the same compressed bytes, not compressed again.
        const again = await fetchCountries({ 'accept-encoding': accept });
        expect(again.headers['content-encoding']).toBe(encoding);
        expect(again.rawPayload.equals(bytes)).toBe(true);
        const revalidated = await fetchCountries({ 'accept-encoding': accept, 'if-none-match': String(first.headers.etag) });
        expect(revalidated.statusCode).toBe(304);
      }
      // A coding the client refuses is not used.
      expect((await fetchCountries({ 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
    });
  });

  describe('GET /lang/default', () => {
    it('lists languages with the hidden flag and the default language', async () => {
      const { data } = await get<{ langItemList: { lang: string; name: string; hide: boolean }[]; defaultLang: string }>(
        '/api/lang/default',
      );
      expect(data).toEqual({
        langItemList: [
          { lang: 'en', name: 'English', hide: false },
          { lang: 'zh_CN', name: '简体中文', hide: false },
          { lang: 'ja', name: '日本語', hide: true },
        ],
        defaultLang: 'en',
      });
    });
  });

  describe('GET /pconfig/getInfo/:key', () => {
    it('answers HIDE_SALES as a JSON string with isOpen false by default', async () => {
      const { data } = await get<string>('/api/pconfig/getInfo/HIDE_SALES');
      expect(typeof data).toBe('string');
      expect(JSON.parse(data)).toEqual({ isOpen: false });
    });

    it('follows the database row', async () => {
      await t.db.query(`UPDATE sys_config SET param_value = '{"isOpen":true}' WHERE param_key = 'HIDE_SALES'`);
      try {
        expect(JSON.parse((await get<string>('/api/pconfig/getInfo/HIDE_SALES')).data)).toEqual({ isOpen: true });
      } finally {
        await t.db.query(`UPDATE sys_config SET param_value = '{"isOpen":false}' WHERE param_key = 'HIDE_SALES'`);
      }
    });

    it('answers null for an unknown key and for a private setting', async () => {
      expect((await get('/api/pconfig/getInfo/NO_SUCH_KEY')).data).toBeNull();
      await t.db.query(`INSERT INTO sys_config (param_key, param_value, is_public) VALUES ('SMTP_PASSWORD', 'hunter2', false)`);
      expect((await get('/api/pconfig/getInfo/SMTP_PASSWORD')).data).toBeNull();
    });
  });
});

describe('HIDE_SALES=1 in the environment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ hideSales: true });
  });
  afterAll(() => t.close());

  it('forces isOpen true whatever the database row says', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/pconfig/getInfo/HIDE_SALES' });
    expect(JSON.parse(res.json().data)).toEqual({ isOpen: true });
  });
});
