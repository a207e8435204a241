import type { BindingsView, CenterOverview, CompanyView, FootprintPage, StoreAccountView } from '@mall/shared/contracts';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../../test/fixtures';
import type { TestApp } from '../../../test/harness';
import { BUYER, BUYER2, call, freshIp, signIn, upload } from '../../../test/requests';
import { makeProduct, startCheckoutScene, submitNow } from '../../checkout/__tests__/helpers';

let t: TestApp;
let token: string;
let token2: string;

beforeAll(async () => {
  ({ t, token, token2 } = await startCheckoutScene({ notifyMailIntervalMs: 0 }));
});
afterAll(() => t?.close());

const enc = (password: string) => encryptLoginPassword(password, t.ctx.config.passwordKey, Date.now());
const newest = async (path: string, to: string) => {
  const res = await call<{ text: string }[]>(t, 'GET', `${path}?to=${encodeURIComponent(to)}&limit=1`);
  return /\b(\d{6})\b/.exec(res.data[0]?.text ?? '')?.[1] ?? '';
};

describe('GET /p/user/center/overview', () => {
  it("answers uc-home in one call with the buyer's own figures", async () => {
    const p = await makeProduct(t, { shopId: 1, price: 1500, stocks: 5 });
    const n = (await submitNow(t, token, p, 2)).data.orderNumbers[0]!;
    const res = await call<CenterOverview>(t, 'GET', '/p/user/center/overview', { token, locale: 'zh_CN' });
    expect(res.code).toBe('00000');
    const o = res.data;
    expect(o.user).toMatchObject({ userId: BUYER.userId, userName: 'buyer', nickName: 'Demo Buyer' });
    expect(o.progress).toMatchObject({ level: 3, name: '黄金会员', growth: 2600 });
    expect(o.balance).toBe(500_000);
    expect(o.points).toBe(2000);
    expect(o.couponCount).toBe(3);
    expect(o.orderCounts).toMatchObject({ unPay: 1, allCount: 1 });
    expect(o.latestOrders[0]).toMatchObject({ orderNumber: n, status: 1, itemCount: 2, prodName: '测试商品' });
    expect(o.membership.paid).toBe(false);
    expect(o.signedInToday).toBe(false);
    const theirs = (await call<CenterOverview>(t, 'GET', '/p/user/center/overview', { token: token2 })).data;
    expect(theirs.user.userId).toBe(BUYER2.userId);
    expect(theirs.latestOrders).toEqual([]);
    expect(theirs.membership.paid).toBe(true);
    expect((await call(t, 'GET', '/p/user/center/overview')).code).toBe('A00004');
  });
});

describe('avatar', () => {
  it('takes only an uploaded picture of the buyer, checked by content', async () => {
    const up = await upload(t, token, 'avatar', tinyPng([10, 120, 200]), 'me.png', 'image/png');
    expect(up.status).toBe(200);
    const res = await call<{ pic: string }>(t, 'PUT', '/p/user/avatar', { token, body: { fileKey: up.fileKey } });
    expect(res.code).toBe('00000');
    expect((await call<{ pic: string }>(t, 'GET', '/p/user/userInfo', { token })).data.pic).toBe(up.fileKey);
    const served = await t.app.inject({ method: 'GET', url: `/api/res/${up.fileKey}` });
    expect(served.headers['content-type']).toBe('image/png');

    // Someone else's upload, an unknown key, and a PDF passed off as a picture are refused.
    const other = await upload(t, token2, 'avatar', tinyPng(), 'x.png', 'image/png');
    expect((await call(t, 'PUT', '/p/user/avatar', { token, body: { fileKey: other.fileKey } })).code).not.toBe('00000');
    expect(
      (await call(t, 'PUT', '/p/user/avatar', { token, body: { fileKey: 'avatar/00000000-0000-4000-8000-000000000000' } })).code,
    ).not.toBe('00000');
    const fake = await upload(t, token2, 'avatar', tinyPdf(), 'x.png', 'image/png');
    expect(fake.status).not.toBe(200);
    expect((await call(t, 'PUT', '/p/user/avatar', { token: token2, body: { fileKey: fake.fileKey } })).code).not.toBe('00000');
    expect((await call<{ pic: string }>(t, 'GET', '/p/user/userInfo', { token })).data.pic).toBe(up.fileKey);
  });
});

describe('bindings: e-mail and mobile verified by a code', () => {
  it('binds a new e-mail with the code sent to it, refusing a wrong code and an address in use', async () => {
    const ip = freshIp();
    const mail = 'new.buyer.mail@example.com';
    expect((await call(t, 'POST', '/p/user/sendBindCode', { token, ip, body: { channel: 'mail', target: 'not-mail' } })).msg).toBe(
      'Please enter a correct e-mail address',
    );
    expect(
      (await call(t, 'POST', '/p/user/sendBindCode', { token, ip, body: { channel: 'mail', target: 'buyer2@example.com' } })).msg,
    ).toBe('This e-mail is used by another account');
    expect((await call(t, 'POST', '/p/user/sendBindCode', { token, ip: freshIp(), body: { channel: 'mail', target: mail } })).code).toBe(
      '00000',
    );
    const code = await newest('/dev/mailbox', mail);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await call(t, 'PUT', '/p/user/bindMail', { token, body: { mail, code: wrong } })).code).toBe('A00001');
    const res = await call<BindingsView>(t, 'PUT', '/p/user/bindMail', { token, body: { mail, code } });
    expect(res.code).toBe('00000');
    expect(res.data.userMail).toBe(mail);
    // The code is spent; and the new address now signs in.
    expect((await call(t, 'PUT', '/p/user/bindMail', { token, body: { mail, code } })).code).toBe('A00001');
    expect((await call(t, 'POST', '/login', { body: { userName: mail, passWord: enc(BUYER.password) } })).code).toBe('00000');
  });

  it('binds an 11-digit mobile through the SMS adapter', async () => {
    expect(
      await call(t, 'POST', '/p/user/sendBindCode', { token, ip: freshIp(), body: { channel: 'mobile', target: '1380013800' } }),
    ).toMatchObject({
      code: 'A00014',
      msg: 'A mobile number has 11 digits',
    });
    const mobile = '13800138000';
    expect(
      (await call(t, 'POST', '/p/user/sendBindCode', { token, ip: freshIp(), body: { channel: 'mobile', target: mobile } })).code,
    ).toBe('00000');
    const code = await newest('/dev/smsbox', mobile);
    const res = await call<BindingsView>(t, 'PUT', '/p/user/bindMobile', { token, body: { mobile, code } });
    expect(res.data.userMobile).toBe(mobile);
    // The account page reads the same view; the other buyer's shows nothing of it.
    expect((await call<BindingsView>(t, 'GET', '/p/user/bindings', { token })).data.userMobile).toBe(mobile);
    expect((await call<BindingsView>(t, 'GET', '/p/user/bindings', { token: token2 })).data.userMobile).toBeNull();
    // Another buyer cannot take it (a minute later: one code per number and minute).
    await t.db.query(`DELETE FROM code_send_log WHERE mail = $1`, [mobile]);
    const taken = await call(t, 'POST', '/p/user/sendBindCode', {
      token: token2,
      ip: freshIp(),
      body: { channel: 'mobile', target: mobile },
    });
    expect(taken.msg).toBe('This mobile number is used by another account');
    expect((await call(t, 'PUT', '/p/user/bindMobile', { token: token2, body: { mobile, code: '123456' } })).code).toBe('A00001');
    expect((await call(t, 'PUT', '/p/user/bindMobile', { token, body: { mobile: 'abc', code } })).code).toBe('A00014');
  });

  it('unbinds the e-mail only with the right password', async () => {
    const ip = freshIp();
    expect((await call(t, 'PUT', '/p/user/unbindMail', { token, ip, body: { passWord: enc('Wrong@123456') } })).msg).toBe(
      'The password is incorrect',
    );
    const res = await call<BindingsView>(t, 'PUT', '/p/user/unbindMail', { token, ip, body: { passWord: enc(BUYER.password) } });
    expect(res.data).toMatchObject({ userMail: null, userMobile: '13800138000', social: [] });
    expect((await call(t, 'PUT', '/p/user/unbindMail', { token, ip, body: { passWord: enc(BUYER.password) } })).msg).toBe(
      'No e-mail is bound to your account',
    );
    expect((await call(t, 'DELETE', '/p/user/social/wechat', { token })).code).toBe('A00013');
  });
});

describe('company profile', () => {
  const valid = {
    companyName: 'Sunrise Trading Ltd.',
    intro: 'We import kitchenware for European retailers.',
    establishedDate: '2012-04-01',
    employeeCount: '11-50',
    annualRevenue: '1m-5m',
    trademark: 'SUNRISE',
    website: 'https://sunrise.example.com',
    address: '12 Harbour Road, Rotterdam',
    zip: '3011 AA',
    timeZone: 'Europe/Amsterdam',
    businessType: 'tradingCompany',
    mainProducts: ['Cookware', 'Knives', 'Cookware'],
    salesPlatforms: ['amazon', 'ownWebsite'],
    taxNumber: 'nl-8512 34567b01',
  };

  it('is empty until saved, then holds every field, normalised', async () => {
    expect((await call(t, 'GET', '/p/user/company', { token })).data).toBeNull();
    const logo = await upload(t, token, 'company-logo', tinyPng([0, 90, 0]), 'logo.png', 'image/png');
    const res = await call<CompanyView>(t, 'PUT', '/p/user/company', { token, body: { ...valid, logo: logo.fileKey } });
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({ ...valid, logo: logo.fileKey, mainProducts: ['Cookware', 'Knives'], taxNumber: 'NL851234567B01' });
    const again = await call<CompanyView>(t, 'PUT', '/p/user/company', {
      token,
      body: { ...valid, logo: logo.fileKey, companyName: 'Sunrise BV' },
    });
    expect(again.data.companyName).toBe('Sunrise BV');
    expect((await call<CompanyView>(t, 'GET', '/p/user/company', { token })).data.companyName).toBe('Sunrise BV');
    // Another buyer sees their own (none), and cannot take this logo.
    expect((await call(t, 'GET', '/p/user/company', { token: token2 })).data).toBeNull();
    expect((await call(t, 'PUT', '/p/user/company', { token: token2, body: { ...valid, logo: logo.fileKey } })).code).not.toBe('00000');
  });

  it.each([
    [{ companyName: '  ' }, 'Please enter the company name'],
    [{ companyName: 'x'.repeat(101) }, 'A company name has at most 100 characters'],
    [{ website: 'javascript:alert(1)' }, 'Please enter a website starting with http:// or https://'],
    [{ timeZone: 'Mars/Olympus' }, 'Please choose a time zone'],
    [{ businessType: undefined }, 'Please choose the business type'],
    [{ establishedDate: '2999-01-01' }, 'Please enter a correct date of establishment'],
    [{ zip: '<b>' }, 'A postal code has 3 to 10 letters or digits'],
    [{ taxNumber: '12' }, 'The tax number has 8 to 20 letters and digits'],
    [{ mainProducts: Array.from({ length: 11 }, (_, i) => `P${i}`) }, 'Up to 10 main products, each at most 40 characters'],
    [{ salesPlatforms: ['myspace'] }, 'Invalid input'],
  ])('refuses %j with the shared rule', async (patch, msg) => {
    const res = await call(t, 'PUT', '/p/user/company', { token: token2, body: { ...valid, ...patch } });
    expect(res).toMatchObject({ code: 'A00014', msg });
  });
});

describe('footprints', () => {
  it("groups viewed products by day in the buyer's zone, deletes one or all, and only the buyer's own", async () => {
    const a = await makeProduct(t, { shopId: 1, price: 100, stocks: 1 });
    const b = await makeProduct(t, { shopId: 1, price: 200, stocks: 1 });
    for (const p of [a, b]) expect((await call(t, 'GET', `/prod/prodInfo?prodId=${p.prodId}`, { token: token2 })).code).toBe('00000');
    // a was seen late on Nov 20 in Shanghai (UTC+8); b on Nov 21 at 01:00 Shanghai time.
    await t.db.query(`UPDATE user_footprint SET visited_at = '2030-11-20T15:00:00Z' WHERE user_id = $1 AND prod_id = $2`, [
      BUYER2.userId,
      a.prodId,
    ]);
    await t.db.query(`UPDATE user_footprint SET visited_at = '2030-11-20T17:00:00Z' WHERE user_id = $1 AND prod_id = $2`, [
      BUYER2.userId,
      b.prodId,
    ]);
    const page = await call<FootprintPage>(t, 'GET', '/p/user/footprint/page', {
      token: token2,
      headers: { 'time-zone': 'Asia/Shanghai' },
    });
    expect(page.data.days.slice(0, 2).map((d) => [d.day, d.items.map((i) => i.prodId)])).toEqual([
      ['2030-11-21', [b.prodId]],
      ['2030-11-20', [a.prodId]],
    ]);
    const utc = await call<FootprintPage>(t, 'GET', '/p/user/footprint/page', { token: token2, headers: { 'time-zone': 'UTC' } });
    expect(utc.data.days[0]).toMatchObject({ day: '2030-11-20' });
    expect(utc.data.days[0]!.items.map((i) => i.prodId)).toEqual([b.prodId, a.prodId]);

    // Another buyer cannot delete them.
    expect((await call(t, 'DELETE', `/p/user/footprint/${a.prodId}`, { token })).code).toBe('A00013');
    expect((await call(t, 'DELETE', `/p/user/footprint/${a.prodId}`, { token: token2 })).code).toBe('00000');
    expect((await call<FootprintPage>(t, 'GET', '/p/user/footprint/page', { token: token2 })).data.total).toBe(page.data.total - 1);
    const cleared = await call<number>(t, 'DELETE', '/p/user/footprint', { token: token2 });
    expect(cleared.data).toBe(page.data.total - 1);
    expect((await call<FootprintPage>(t, 'GET', '/p/user/footprint/page', { token: token2 })).data).toMatchObject({ total: 0, days: [] });
    expect((await call(t, 'DELETE', '/p/user/footprint/abc', { token: token2 })).code).toBe('A00014');
  });
});

describe('store account and password settings', () => {
  it('is only for a buyer whose shop application passed; the 6-12 digit store password signs in to the merchant console', async () => {
    expect((await call<StoreAccountView>(t, 'GET', '/p/user/storeAccount', { token: token2 })).data.eligible).toBe(false);
    expect(
      (await call(t, 'PUT', '/p/user/storeAccount', { token: token2, body: { account: 'sunrise_shop', passWord: enc('123456') } })).msg,
    ).toBe('A store account can be set once your shop application has passed');
    await t.db.query(
      `INSERT INTO shop_apply (user_id, shop_name, contact_phone, region, address, lat, lng, intro, logo, business_licence, id_card_front, id_card_back, status, shop_id)
       VALUES ($1, 'Sunrise', '13800000000', 'Zhejiang', 'No. 1 Road', 30, 120, 'A shop that passed', 'l', 'b', 'f', 'k', 1, 3)`,
      [BUYER2.userId],
    );
    const view = await call<StoreAccountView>(t, 'GET', '/p/user/storeAccount', { token: token2 });
    expect(view.data).toMatchObject({ eligible: true, shopId: 3, account: null });
    for (const password of ['12345', '1234567890123', 'abc123']) {
      expect(
        await call(t, 'PUT', '/p/user/storeAccount', { token: token2, body: { account: 'sunrise_shop', passWord: enc(password) } }),
      ).toMatchObject({
        code: 'A00014',
        msg: 'Store password: 6 to 12 digits',
      });
    }
    expect(
      (await call(t, 'PUT', '/p/user/storeAccount', { token: token2, body: { account: 'merchant1', passWord: enc('123456') } })).msg,
    ).toBe('This store account name is already taken');
    const saved = await call<StoreAccountView>(t, 'PUT', '/p/user/storeAccount', {
      token: token2,
      body: { account: 'sunrise_shop', passWord: enc('20261121') },
    });
    expect(saved.data.account).toBe('sunrise_shop');
    const login = await call<{ accessToken: string }>(t, 'POST', '/merchant/login', {
      body: { userName: 'sunrise_shop', passWord: enc('20261121') },
    });
    expect(login.code).toBe('00000');
    expect((await call<{ shopId: number }>(t, 'GET', '/merchant/info', { token: login.data.accessToken })).data.shopId).toBe(3);
    // A new store password ends the console's sessions.
    await call(t, 'PUT', '/p/user/storeAccount', { token: token2, body: { account: 'sunrise_shop', passWord: enc('99887766') } });
    expect((await call(t, 'GET', '/merchant/info', { token: login.data.accessToken })).code).toBe('A00004');
    // The buyer's own sign-in is untouched.
    expect((await signIn(t, BUYER2)).length).toBeGreaterThan(10);
  });
});
