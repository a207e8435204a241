import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { seedCrossBorder } from '../../../db/seed/cross-border';
import { ADDRESS, addAddress, makeProduct, startCheckoutScene } from './helpers';

/**
 * Cross-border trade that adds up (docs/product.md "Shipping abroad"): addresses with a country and
 * region, freight by destination, no-delivery zones, trade terms, duty estimates.
 */
let t: TestApp;
let token: string;

const CN = {
  ...ADDRESS,
  receiver: 'Li Ming',
  mobile: '13800138000',
  countryCode: 'CN',
  regionCode: 'CN-GD',
  city: 'Shenzhen',
  postCode: '518057',
};
const DE = {
  ...ADDRESS,
  receiver: 'Anna Weber',
  mobile: '30 901820',
  countryCode: 'DE',
  regionCode: 'DE-BE',
  city: 'Berlin',
  postCode: '10117',
};
const ALASKA = { ...ADDRESS, mobile: '907 555 0100', regionCode: 'US-AK', city: 'Anchorage', postCode: '99501' };

interface ShopOrder {
  shopId: number;
  goodsTotal: number;
  freight: number;
  insurance: number;
  taxes: number;
  importDuty: number;
  importTax: number;
  actualTotal: number;
  tradeTerm: string;
  taxRates: { dutyBp: number; taxBp: number; asOf: string | null } | null;
  undeliverable: { prodId: number; skuId: number; reason: string }[];
}
interface Confirmed {
  shopOrders: ShopOrder[];
  totals: { goodsTotal: number; freight: number; taxes: number; actualTotal: number };
  address: { countryCode: string; countryName: string; regionName: string };
}

const confirm = (body: object, locale?: 'en' | 'zh_CN') => call<Confirmed>(t, 'POST', '/p/order/confirm', { token, body, locale });

beforeAll(async () => {
  ({ t, token } = await startCheckoutScene());
});
afterAll(() => t?.close());

describe('countries and addresses', () => {
  it('lists countries with calling codes and regions in the request language', async () => {
    const en = await call<
      { code: string; name: string; callingCode: string; continent: string; regions: { code: string; name: string }[] }[]
    >(t, 'GET', '/countries');
    expect(en.code).toBe('00000');
    expect(en.data.length).toBeGreaterThan(240);
    const de = en.data.find((c) => c.code === 'DE')!;
    expect(de).toMatchObject({ name: 'Germany', callingCode: '49', continent: 'Europe' });
    expect(de.regions).toContainEqual({ code: 'DE-BY', name: 'Bavaria' });
    const zh = await call<typeof en.data>(t, 'GET', '/countries?code=CN', { locale: 'zh_CN' });
    expect(zh.data).toHaveLength(1);
    expect(zh.data[0]).toMatchObject({ code: 'CN', name: '中国', callingCode: '86' });
    expect(zh.data[0]!.regions).toContainEqual({ code: 'CN-GD', name: '广东省' });
  });

  it('saves an address with its country, region and phone in international form, named in the reader’s language', async () => {
    const added = await call<{ addrId: number; mobile: string; countryName: string; regionName: string }>(t, 'POST', '/p/address/addAddr', {
      token,
      body: { ...CN, commonAddr: false },
    });
    expect(added.code).toBe('00000');
    expect(added.data).toMatchObject({ mobile: '+86 138 0013 8000', countryName: "People's Republic of China", regionName: 'Guangdong' });
    const zh = await call<{ countryName: string; regionName: string }>(t, 'GET', `/p/address/addrInfo/${added.data.addrId}`, {
      token,
      locale: 'zh_CN',
    });
    expect(zh.data).toMatchObject({ countryName: '中国', regionName: '广东省' });
  });

  it('refuses a phone that is not of the country (11 digits for China), a region of another country, a country without its region', async () => {
    const refused = async (body: object, field: string) => {
      const res = await call<{ field?: string } | null>(t, 'POST', '/p/address/addAddr', { token, body });
      expect(res.code, JSON.stringify(body)).toBe('A00014');
      expect(res.data?.field ?? res.msg).toContain(field);
    };
    await refused({ ...CN, mobile: '1380013800' }, 'mobile');
    await refused({ ...DE, mobile: '+44 20 7946 0958' }, 'mobile');
    await refused({ ...DE, regionCode: 'US-CA' }, 'regionCode');
    await refused({ ...DE, regionCode: 'DE-XX' }, 'regionCode');
    await refused({ ...DE, regionCode: '' }, 'regionCode');
    await refused({ ...DE, countryCode: 'XX', regionCode: '' }, 'countryCode');
    await refused({ ...DE, addr: 'Str.' }, 'addr');
  });

  it('gives older free-text addresses their country and region where the text names one', async () => {
    const rows = await t.db.query<{ addrId: string }>(
      `INSERT INTO user_addr (user_id, receiver, mobile, province, city, area, addr, post_code)
       VALUES ('legacy-1', 'A', '1', 'California', '', '', 'Somewhere 1', '1'), ('legacy-1', 'B', '1', '广东省', '', '', 'Somewhere 2', '1'),
              ('legacy-1', 'C', '1', 'Georgia', '', '', 'Somewhere 3', '1'), ('legacy-1', 'D', '1', 'Germany', '', '', 'Somewhere 4', '1')
       RETURNING addr_id AS "addrId"`,
    );
    await seedCrossBorder(t.db);
    const placed = await t.db.query<{ countryCode: string | null; regionCode: string }>(
      `SELECT country_code AS "countryCode", region_code AS "regionCode" FROM user_addr WHERE addr_id = ANY($1::bigint[]) ORDER BY addr_id`,
      [rows.map((r) => r.addrId)],
    );
    // Georgia is a US state and a country: left for the buyer.
    expect(placed).toEqual([
      { countryCode: 'US', regionCode: 'US-CA' },
      { countryCode: 'CN', regionCode: 'CN-GD' },
      { countryCode: null, regionCode: '' },
      { countryCode: 'DE', regionCode: '' },
    ]);
  });
});

describe('freight by destination and trade terms', () => {
  // Shop 1 has the seed's first template: by pieces, zones for China, Asia, Europe, the Americas, Oceania.
  let item: { prodId: number; skuId: number; count: number };
  let addr: { cn: number; us: number; de: number };
  beforeAll(async () => {
    const p = await makeProduct(t, { shopId: 1, price: 2000, stocks: 100 });
    item = { prodId: p.prodId, skuId: p.skuId, count: 3 };
    addr = {
      cn: await addAddress(t, token, { ...CN, commonAddr: false }),
      us: await addAddress(t, token, { ...ADDRESS, commonAddr: false }),
      de: await addAddress(t, token, { ...DE, commonAddr: false }),
    };
  });

  it('prices the same cart differently to China, the United States and Germany', async () => {
    const freights = [];
    for (const addrId of [addr.cn, addr.us, addr.de]) {
      const res = await confirm({ orderItem: item, addrId, tradeTerm: 'CIF' });
      expect(res.code).toBe('00000');
      freights.push(res.data.totals.freight);
    }
    // Port charge $20, then first piece + 2 more at the zone's rate: China $3 + 2 x $1, Americas $18 + 2 x $5, Europe $15 + 2 x $4.
    expect(freights).toEqual([2000 + 500, 2000 + 2800, 2000 + 2300]);
  });

  it('EXW, FOB, CIF and DDP change exactly their parts', async () => {
    const parts = async (tradeTerm: string) => {
      const res = await confirm({ orderItem: item, addrId: addr.de, tradeTerm });
      expect(res.code, tradeTerm).toBe('00000');
      const o = res.data.shopOrders[0]!;
      expect(o.tradeTerm).toBe(tradeTerm);
      expect(o.actualTotal).toBe(o.goodsTotal + o.freight + o.insurance + o.taxes);
      return { goods: o.goodsTotal, freight: o.freight, insurance: o.insurance, duty: o.importDuty, tax: o.importTax, taxes: o.taxes };
    };
    const exw = await parts('EXW');
    const fob = await parts('FOB');
    const cif = await parts('CIF');
    const ddp = await parts('DDP');
    const goods = 6000;
    expect(exw).toEqual({ goods, freight: 0, insurance: 0, duty: 0, tax: 0, taxes: 0 });
    // FOB: only the seller's charge to the port of loading.
    expect(fob).toEqual({ goods, freight: 2000, insurance: 0, duty: 0, tax: 0, taxes: 0 });
    // CIF: carriage to Germany and insurance (0.3% of the goods).
    expect(cif).toEqual({ goods, freight: 4300, insurance: 18, duty: 0, tax: 0, taxes: 0 });
    // DDP: the same freight and insurance, plus duty and import VAT on the customs value. Germany's
    // table: 4% duty (goods at or above the 16,000 de minimis only), 19% VAT.
    expect({ ...ddp, duty: undefined, tax: undefined, taxes: undefined }).toEqual({
      ...cif,
      duty: undefined,
      tax: undefined,
      taxes: undefined,
    });
    const value = goods + 4300 + 18;
    expect(ddp.duty).toBe(0);
    expect(ddp.tax).toBe(Math.round((value * 1900) / 10000));
    expect(ddp.taxes).toBe(ddp.duty + ddp.tax);
  });

  it('charges duty over the de minimis, at the category rate, and keeps the term and its parts on the order', async () => {
    const big = { ...item, count: 10 };
    const res = await confirm({ orderItem: big, addrId: addr.de, tradeTerm: 'DDP' });
    const o = res.data.shopOrders[0]!;
    expect(o.goodsTotal).toBe(20_000);
    const cat = await t.db.one<{ catL1: string }>(`SELECT cat_l1 AS "catL1" FROM product WHERE prod_id = $1`, [item.prodId]);
    const rate = await t.db.one<{ dutyBp: number }>(
      `SELECT duty_bp AS "dutyBp" FROM duty_rate WHERE country_code = 'DE' AND category_id IN (0, $1) ORDER BY category_id DESC LIMIT 1`,
      [cat!.catL1],
    );
    const value = o.goodsTotal + o.freight + o.insurance;
    expect(o.importDuty).toBe(Math.floor((value * rate!.dutyBp + 5000) / 10000));
    expect(o.importTax).toBe(Math.floor(((value + o.importDuty) * 1900 + 5000) / 10000));
    expect(o.taxRates).toMatchObject({ dutyBp: rate!.dutyBp, taxBp: 1900, asOf: '2026-11-01' });

    const submitted = await call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
      token,
      body: { orderItem: big, addrId: addr.de, tradeTerm: 'DDP', uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(submitted.code).toBe('00000');
    const detail = await call<{
      tradeTerm: string;
      freight: number;
      insurance: number;
      taxes: number;
      taxDetail: { duty: number; tax: number; countryCode: string };
      addr: { countryCode: string; regionCode: string };
    }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${submitted.data.orderNumbers[0]}`, { token });
    expect(detail.data).toMatchObject({
      tradeTerm: 'DDP',
      freight: o.freight,
      insurance: o.insurance,
      taxes: o.taxes,
      taxDetail: { duty: o.importDuty, tax: o.importTax, countryCode: 'DE' },
      addr: { countryCode: 'DE', regionCode: 'DE-BE' },
    });
  });

  it('prices self pickup ex works whatever term was chosen: no freight, insurance or duty, and the order says EXW', async () => {
    const big = { ...item, count: 10 };
    const express = await confirm({ orderItem: big, addrId: addr.de, tradeTerm: 'DDP' });
    expect(express.data.totals.freight).toBeGreaterThan(0);
    expect(express.data.totals.taxes).toBeGreaterThan(0);
    for (const tradeTerm of ['DDP', 'CIF', 'FOB']) {
      const res = await confirm({ orderItem: big, addrId: addr.de, tradeTerm, deliveryType: 'pickup' });
      expect(res.code).toBe('00000');
      expect(res.data.shopOrders[0]).toMatchObject({ tradeTerm: 'EXW', freight: 0, insurance: 0, importDuty: 0, importTax: 0, taxes: 0 });
      expect(res.data.totals.actualTotal).toBe(20_000);
    }
    const submitted = await call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
      token,
      body: { orderItem: big, addrId: addr.de, tradeTerm: 'DDP', deliveryType: 'pickup', uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(submitted.code).toBe('00000');
    const detail = await call<{
      tradeTerm: string;
      deliveryType: string;
      freight: number;
      insurance: number;
      taxes: number;
      taxDetail: unknown;
    }>(t, 'GET', `/p/myOrder/orderDetail?orderNumber=${submitted.data.orderNumbers[0]}`, { token });
    expect(detail.data).toMatchObject({ tradeTerm: 'EXW', deliveryType: 'pickup', freight: 0, insurance: 0, taxes: 0, taxDetail: null });
  });

  it('weighs freight by grams where the template counts weight', async () => {
    // Shop 2: the seed's weight template (first 500 g, then each 500 g; Europe $12 + $4).
    const p = await makeProduct(t, { shopId: 2, price: 1000, stocks: 100 });
    await t.db.query(`UPDATE product SET weight_g = 700 WHERE prod_id = $1`, [p.prodId]);
    const res = await confirm({ orderItem: { prodId: p.prodId, skuId: p.skuId, count: 2 }, addrId: addr.de, tradeTerm: 'CIF' });
    // 1,400 g: the first 500 g, then two started steps of 500 g; plus the $15 port charge.
    expect(res.data.totals.freight).toBe(1500 + 1200 + 2 * 400);
  });
});

describe('no delivery', () => {
  it('lists the lines a shop does not deliver to the address at confirm, refuses them at submit, and says so in the cart', async () => {
    // Shop 3: free shipping, but no delivery to Alaska and Hawaii.
    const far = await makeProduct(t, { shopId: 3, price: 1500, stocks: 10 });
    const near = await makeProduct(t, { shopId: 1, price: 1000, stocks: 10 });
    const alaska = await addAddress(t, token, { ...ALASKA, commonAddr: false });
    const lines = [];
    for (const p of [far, near]) {
      const res = await call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count: 1 } });
      lines.push(res.data.basketId);
    }
    const res = await confirm({ basketIds: lines, addrId: alaska, tradeTerm: 'DDP' });
    expect(res.code).toBe('00000');
    const refused = res.data.shopOrders.find((o) => o.shopId === 3)!;
    expect(refused.undeliverable).toEqual([{ prodId: far.prodId, skuId: far.skuId, reason: 'regionUnserved' }]);
    // Left out of every figure; the other shop's line is priced as usual.
    expect(refused).toMatchObject({ goodsTotal: 0, freight: 0, taxes: 0, actualTotal: 0 });
    expect(res.data.totals.goodsTotal).toBe(1000);

    const submit = await call(t, 'POST', '/p/order/submit', {
      token,
      body: { basketIds: lines, addrId: alaska, uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(submit.code).toBe('A03001');
    expect(submit.msg).toBe('Product not available in region, or no delivery to region');
    expect(
      await t.db.one(
        `SELECT 1 FROM order_info WHERE user_id = (SELECT user_id FROM user_addr WHERE addr_id = $1) AND addr->>'regionCode' = 'US-AK'`,
        [alaska],
      ),
    ).toBeNull();

    // The cart reads the default address: with Alaska as default, the line is shown apart.
    await call(t, 'PUT', `/p/address/defaultAddr/${alaska}`, { token });
    const cart = await call<{ invalidLines: { prodId: number; invalidReason: string }[] }>(t, 'POST', '/p/shopCart/info', { token });
    expect(cart.data.invalidLines).toContainEqual(expect.objectContaining({ prodId: far.prodId, invalidReason: 'regionUnserved' }));
    expect(cart.data.invalidLines.map((l) => l.prodId)).not.toContain(near.prodId);
    await call(t, 'DELETE', '/p/shopCart/deleteAll', { token });
  });

  it('asks for a country before an older address without one can take an order', async () => {
    const p = await makeProduct(t, { shopId: 1, price: 1000, stocks: 10 });
    const row = await t.db.one<{ addrId: string }>(
      `INSERT INTO user_addr (user_id, receiver, mobile, province, city, area, addr, post_code)
       SELECT user_id, 'Old', '1', 'Somewhere', '', '', 'Old street 1', '1' FROM user_addr WHERE addr_id = $1 RETURNING addr_id AS "addrId"`,
      [await addAddress(t, token, { ...ADDRESS, commonAddr: false })],
    );
    const res = await confirm({ orderItem: { prodId: p.prodId, skuId: p.skuId, count: 1 }, addrId: Number(row!.addrId) });
    expect(res.code).toBe('A00001');
    expect(res.msg).toContain('choose its country');
  });
});

describe('one currency at a time', () => {
  it('dates the rates and converts a top-up typed in the buyer’s currency to the base currency once, in integer minor units', async () => {
    const list = await call<{ currencyCode: string; exchangeRate: number; rateDate: string }[]>(t, 'GET', '/currency/list');
    const rate = (code: string) => Number(list.data.find((c) => c.currencyCode === code)!.exchangeRate);
    expect(list.data.every((c) => /^\d{4}-\d{2}-\d{2}$/.test(c.rateDate))).toBe(true);
    const topUp = async (amount: number, currency?: string) => {
      const res = await call<{ orderNumber: string }>(t, 'POST', '/p/wallet/recharge', { token, body: { amount, currency } });
      if (res.code !== '00000') return res.code;
      return Number(
        (await t.db.one<{ amount: string }>(`SELECT actual_total AS amount FROM order_info WHERE order_number = $1`, [
          res.data.orderNumber,
        ]))!.amount,
      );
    };
    // €50.00 at 0.92 a dollar: 5434.78 cents, rounded once to 5435.
    expect(await topUp(5000, 'EUR')).toBe(Math.round(5000 / rate('EUR')));
    expect(await topUp(5000, 'EUR')).toBe(5435);
    // ¥1,000 (no minor unit) at 151 a dollar: 662.25 cents -> 662, never through another currency.
    expect(await topUp(1000, 'JPY')).toBe(662);
    // CNY 7.10 is exactly one dollar.
    expect(await topUp(710, 'CNY')).toBe(100);
    // The base limits apply to the converted amount; a switched-off currency is refused.
    expect(await topUp(90, 'EUR')).toBe('A00014');
    expect(await topUp(100, 'RUB')).toBe('A00014');
    expect(await topUp(2500)).toBe(2500);
  });
});

describe('MOQ and price tiers', () => {
  let p: { prodId: number; skuId: number; shopId: number };
  beforeAll(async () => {
    // MOQ 10; 10-99 at $20.00, 100-499 at $18.00, 500 and more at $16.00.
    p = await makeProduct(t, { shopId: 1, price: 2000, stocks: 1000 });
    await t.db.query(`UPDATE product SET moq = 10 WHERE prod_id = $1`, [p.prodId]);
    await t.db.query(`INSERT INTO price_tier (sku_id, min_qty, price) VALUES ($1, 100, 1800), ($1, 500, 1600)`, [p.skuId]);
  });

  it('shows the MOQ and the ladder on the product, the same in both languages', async () => {
    for (const locale of ['en', 'zh_CN'] as const) {
      const info = await call<{ moq: number; priceTiers: unknown; skuList: { skuId: number; priceTiers: unknown }[] }>(
        t,
        'GET',
        `/prod/prodInfo?prodId=${p.prodId}`,
        { locale },
      );
      expect(info.data.moq).toBe(10);
      expect(info.data.priceTiers).toEqual([
        { minQty: 100, price: 1800 },
        { minQty: 500, price: 1600 },
      ]);
      expect(info.data.skuList[0]!.priceTiers).toEqual(info.data.priceTiers);
    }
  });

  it('prices each quantity at its tier, at every boundary, and refuses fewer than the MOQ', async () => {
    const unit = async (count: number) => {
      const res = await confirm({ orderItem: { prodId: p.prodId, skuId: p.skuId, count }, tradeTerm: 'EXW' });
      if (res.code !== '00000') return res.msg;
      const line = res.data.shopOrders[0]! as unknown as { lines: { price: number; productTotal: number }[] };
      expect(line.lines[0]!.productTotal).toBe(line.lines[0]!.price * count);
      return line.lines[0]!.price;
    };
    expect(await unit(9)).toBe('Please enter the correct quantity');
    expect(await unit(10)).toBe(2000);
    expect(await unit(99)).toBe(2000);
    expect(await unit(100)).toBe(1800);
    expect(await unit(499)).toBe(1800);
    expect(await unit(500)).toBe(1600);
    // Submit refuses the same.
    const below = await call(t, 'POST', '/p/order/submit', {
      token,
      body: { orderItem: { prodId: p.prodId, skuId: p.skuId, count: 9 }, uuid: randomUUID(), tradingRulesAgreed: true },
    });
    expect(below.code).toBe('A00014');
  });

  it('keeps a cart line at or above the MOQ and prices it at its tier', async () => {
    const change = (count: number) => call<{ basketId: number }>(t, 'POST', '/p/shopCart/changeItem', { token, body: { ...p, count } });
    expect((await change(9)).code).toBe('A00014');
    expect((await change(100)).code).toBe('00000');
    const cart = await call<{ shopCarts: { lines: { prodId: number; price: number; moq: number; productTotal: number }[] }[] }>(
      t,
      'POST',
      '/p/shopCart/info',
      { token },
    );
    const line = cart.data.shopCarts.flatMap((s) => s.lines).find((l) => l.prodId === p.prodId)!;
    expect(line).toMatchObject({ price: 1800, moq: 10, productTotal: 180_000 });
    // Down to 9 is refused; down to 10 is fine.
    expect((await change(-91)).code).toBe('A00014');
    expect((await change(-90)).code).toBe('00000');
    await call(t, 'DELETE', '/p/shopCart/deleteAll', { token });
  });
});
