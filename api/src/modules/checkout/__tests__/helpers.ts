import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call, merchantToken, signIn } from '../../../test/requests';

/** Pieces shared by the checkout tests: a small catalogue plus known products, addresses, orders. */
export async function startCheckoutApp(overrides: Record<string, unknown> = {}): Promise<TestApp> {
  return createTestApp({ catalogProducts: 40, catalogShops: 10, orderSweepIntervalMs: 0, ...overrides });
}

/** The checkout app with both demo buyers (each with an address) and both demo merchants signed in. */
export async function startCheckoutScene(overrides: Record<string, unknown> = {}) {
  const t = await startCheckoutApp(overrides);
  const scene = {
    t,
    token: await signIn(t, BUYER),
    token2: await signIn(t, BUYER2),
    m1: await merchantToken(t, 'merchant1'),
    m2: await merchantToken(t, 'merchant2'),
  };
  await addAddress(t, scene.token);
  await addAddress(t, scene.token2);
  return scene;
}

/** A product with one SKU in a shop; returns the ids. */
export async function makeProduct(
  t: TestApp,
  opts: {
    shopId: number;
    price: number;
    stocks: number;
    prodType?: string;
    status?: number;
    /** Retail price (default: the price). */
    oriPrice?: number;
    moq?: number;
    pointsPrice?: number;
    seckillStart?: Date;
    seckillEnd?: Date;
  },
) {
  const oriPrice = opts.oriPrice ?? opts.price;
  const p = await t.db.one<{ prodId: string }>(
    `INSERT INTO product (shop_id, category_id, prod_type, status, name_en, name_zh, price, ori_price, total_stocks, moq, points_price,
                          seckill_start, seckill_end)
     VALUES ($1, (SELECT min(category_id) FROM category), $2, $3, 'Test product', '测试商品', $4, $5, $6, $7, $8, $9::timestamptz, $10::timestamptz)
     RETURNING prod_id AS "prodId"`,
    [
      opts.shopId,
      opts.prodType ?? 'normal',
      opts.status ?? 1,
      opts.price,
      oriPrice,
      opts.stocks,
      opts.moq ?? 1,
      opts.pointsPrice ?? null,
      opts.seckillStart?.toISOString() ?? null,
      opts.seckillEnd?.toISOString() ?? null,
    ],
  );
  const s = await t.db.one<{ skuId: string }>(
    `INSERT INTO sku (prod_id, sku_name_en, sku_name_zh, price, ori_price, stocks) VALUES ($1, 'Default', '默认', $2, $3, $4) RETURNING sku_id AS "skuId"`,
    [p!.prodId, opts.price, oriPrice, opts.stocks],
  );
  return { prodId: Number(p!.prodId), skuId: Number(s!.skuId), shopId: opts.shopId };
}

export const ADDRESS = {
  receiver: 'Ann Buyer',
  mobile: '408 555 0100',
  countryCode: 'US',
  regionCode: 'US-CA',
  city: 'San Jose',
  area: '',
  addr: '1 Market Street',
  postCode: '95113',
  commonAddr: true,
};

export async function addAddress(t: TestApp, token: string, body: object = ADDRESS): Promise<number> {
  const res = await call<{ addrId: number }>(t, 'POST', '/p/address/addAddr', { token, body });
  if (res.code !== '00000') throw new Error(`address ${res.code} ${res.msg}`);
  return res.data.addrId;
}

/** Buy-now submit of one SKU; answers the envelope. */
export function submitNow(t: TestApp, token: string, item: { prodId: number; skuId: number }, count: number, extra: object = {}) {
  return call<{ orderNumbers: string[] }>(t, 'POST', '/p/order/submit', {
    token,
    body: { orderItem: { prodId: item.prodId, skuId: item.skuId, count }, uuid: randomUUID(), tradingRulesAgreed: true, ...extra },
  });
}

export async function stockOf(t: TestApp, skuId: number): Promise<number> {
  return (await t.db.one<{ stocks: number }>(`SELECT stocks FROM sku WHERE sku_id = $1`, [skuId]))!.stocks;
}
export async function balanceOf(t: TestApp, userId = BUYER.userId): Promise<number> {
  return Number((await t.db.one<{ balance: string }>(`SELECT balance FROM app_user WHERE user_id = $1`, [userId]))!.balance);
}
