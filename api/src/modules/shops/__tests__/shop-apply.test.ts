import type { TestApp } from '../../../test/harness';
import { tinyPng } from '../../../test/fixtures';
import { BUYER2, call, signIn, upload } from '../../../test/requests';
import type { ShopApplication, ShopHead } from '@mall/shared/contracts';
import { startShopsApp } from './fixture';

let t: TestApp;
let buyer: string;
let buyer2: string;
let admin: { 'x-admin-token': string };

beforeAll(async () => {
  t = await startShopsApp();
  admin = { 'x-admin-token': t.ctx.secrets.ADMIN_TOKEN };
  buyer = await signIn(t);
  buyer2 = await signIn(t, BUYER2);
});
afterAll(() => t.close());

/** The four documents of an application, uploaded by that buyer. */
async function documents(token: string) {
  const [logo, businessLicence, idCardFront, idCardBack] = [
    await upload(t, token, 'shop-logo', tinyPng([10, 20, 30]), 'logo.png'),
    await upload(t, token, 'shop-licence', tinyPng([40, 50, 60]), 'licence.png'),
    await upload(t, token, 'id-card', tinyPng([70, 80, 90]), 'front.png'),
    await upload(t, token, 'id-card', tinyPng([90, 80, 70]), 'back.png'),
  ];
  for (const u of [logo, businessLicence, idCardFront, idCardBack]) expect(u.put?.code).toBe('00000');
  return { logo: logo.fileKey, businessLicence: businessLicence.fileKey, idCardFront: idCardFront.fileKey, idCardBack: idCardBack.fileKey };
}

const base = {
  shopName: 'Sunrise Lighting',
  contactPhone: '+86 138 0000 1234',
  countryCode: 'CN',
  regionCode: 'CN-GD',
  address: 'No. 8 Harbour Road, Shenzhen',
  lat: 22.54,
  lng: 114.05,
  intro: 'LED lamps and lighting fixtures for homes and offices.',
};

describe('free shop opening', () => {
  let files: Awaited<ReturnType<typeof documents>>;
  beforeAll(async () => {
    files = await documents(buyer);
  });

  const submit = (body: object, token = buyer, locale?: string) =>
    call<ShopApplication>(t, 'POST', '/p/shop/apply', { token, body, locale });

  it('needs a signed-in buyer', async () => {
    expect((await call(t, 'POST', '/p/shop/apply', { body: { ...base, ...files } })).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/shop/apply')).code).toBe('A00004');
  });

  it('starts with no application', async () => {
    expect((await call(t, 'GET', '/p/shop/apply', { token: buyer })).data).toBeNull();
  });

  it.each([
    ['name of 21 characters', { shopName: 'A'.repeat(21) }, 'A shop name has at most 20 characters'],
    ['name with special characters', { shopName: 'Sunrise & Co!' }, 'A shop name cannot contain special characters'],
    ['empty name', { shopName: '' }, 'Please enter the shop name'],
    ['description of 9 characters', { intro: '123456789' }, 'Shop description: 10 to 200 characters'],
    ['description of 201 characters', { intro: 'x'.repeat(201) }, 'Shop description: 10 to 200 characters'],
    ['address of 4 characters', { address: 'Road' }, 'The detailed address needs at least 5 characters'],
    ['bad phone', { contactPhone: 'call me' }, 'A mobile number has 11 digits'],
    ['phone of another country', { countryCode: 'DE', regionCode: 'DE-BE' }, 'Please enter a correct phone number'],
    ['no region', { regionCode: '' }, 'Please choose a region'],
    ['region of another country', { regionCode: 'US-CA' }, 'Please choose a region'],
    ['no country', { countryCode: '' }, 'Please choose the country'],
    ['no map location', { lat: undefined }, 'Please pick the map location'],
    ['latitude out of range', { lat: 91 }, 'Please pick the map location'],
    ['missing ID card back', { idCardBack: '' }, 'Please upload the logo, the business licence and both sides of the ID card'],
  ])('refuses a %s', async (_label, change, msg) => {
    const res = await submit({ ...base, ...files, ...change });
    expect(res).toMatchObject({ code: 'A00014', msg });
  });

  it('words the refusal in Chinese for a Chinese buyer', async () => {
    const res = await submit({ ...base, ...files, shopName: 'A'.repeat(21) }, buyer, 'zh_CN');
    expect(res.code).toBe('A00014');
    expect(res.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('refuses files that are not the applicant’s own, or of the wrong purpose', async () => {
    const theirs = await documents(buyer2);
    expect((await submit({ ...base, ...files, logo: theirs.logo })).code).toBe('A00001');
    expect((await submit({ ...base, ...files, logo: files.idCardFront })).code).toBe('A00001');
    expect((await submit({ ...base, ...files, businessLicence: 'shop-licence/00000000-0000-4000-8000-000000000000' })).code).toBe('A00001');
    // Nothing was attached by the failed attempts: the files are still usable.
    expect((await call(t, 'GET', '/p/shop/apply', { token: buyer })).data).toBeNull();
  });

  it('accepts the boundaries (name 20, description 10, address 5) and goes under review', async () => {
    const res = await submit({ ...base, ...files, shopName: 'Sunrise Lighting 123', intro: '0123456789', address: 'Road5' });
    expect(res.code).toBe('00000');
    expect(res.data).toMatchObject({
      shopName: 'Sunrise Lighting 123',
      status: 0,
      statusKey: 'underReview',
      auditRemark: null,
      shopId: null,
      submitCount: 1,
    });
    expect((await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data.statusKey).toBe('underReview');
    // Under review: no second submission.
    expect((await submit({ ...base, ...files })).code).toBe('A00001');
  });

  it('keeps the audit to the platform token', async () => {
    const app = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    expect((await call(t, 'POST', '/admin/shopApply/audit', { body: { applyId: app.applyId, pass: true } })).code).toBe('A00004');
    expect((await call(t, 'POST', '/admin/shopApply/audit', { token: buyer, body: { applyId: app.applyId, pass: true } })).code).toBe(
      'A00004',
    );
    expect(
      (
        await call(t, 'POST', '/admin/shopApply/audit', {
          headers: { 'x-admin-token': 'wrong' },
          body: { applyId: app.applyId, pass: true },
        })
      ).code,
    ).toBe('A00004');
  });

  it('rejects with a remark the applicant sees, then takes a resubmission (description 200)', async () => {
    const app = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    expect((await call(t, 'POST', '/admin/shopApply/audit', { headers: admin, body: { applyId: app.applyId, pass: false } })).code).toBe(
      'A00001',
    );
    const rejected = await call(t, 'POST', '/admin/shopApply/audit', {
      headers: admin,
      body: { applyId: app.applyId, pass: false, remark: 'The licence photo is blurred' },
    });
    expect(rejected.data).toMatchObject({ status: -1 });
    const seen = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    expect(seen).toMatchObject({ status: -1, statusKey: 'notPassed', auditRemark: 'The licence photo is blurred' });

    // Resubmit with a new licence photo and the same other files.
    const licence = await upload(t, buyer, 'shop-licence', tinyPng([1, 1, 1]), 'licence2.png');
    const again = await submit({ ...base, ...files, businessLicence: licence.fileKey, intro: 'y'.repeat(200) });
    expect(again.code).toBe('00000');
    expect(again.data).toMatchObject({
      status: 0,
      statusKey: 'underReview',
      auditRemark: null,
      submitCount: 2,
      businessLicence: licence.fileKey,
    });
  });

  it('approval opens the shop, linked to the application', async () => {
    const app = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    const list = await call<{ records: ShopApplication[] }>(t, 'GET', '/admin/shopApply/page?status=0', { headers: admin });
    expect(list.data.records.map((r) => r.applyId)).toContain(app.applyId);
    const approved = await call<{ shopId: number }>(t, 'POST', '/admin/shopApply/audit', {
      headers: admin,
      body: { applyId: app.applyId, pass: true },
    });
    expect(approved.code).toBe('00000');
    const shopId = approved.data.shopId;
    const mine = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    expect(mine).toMatchObject({ status: 1, statusKey: 'passed', shopId, shopStatus: 1 });
    const head = await call<ShopHead>(t, 'GET', `/shop/headInfo?shopId=${shopId}`);
    expect(head.data).toMatchObject({ shopId, shopName: 'Sunrise Lighting', shopStatus: 1, statusKey: 'open', logo: files.logo });
    // Identity documents stay private; the platform reads them with its token.
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${mine.idCardFront}` })).statusCode).toBe(404);
    const doc = await t.app.inject({
      method: 'GET',
      url: `/api/admin/shopApply/file?applyId=${app.applyId}&field=idCardFront`,
      headers: admin,
    });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('image/png');
    expect(doc.headers['cache-control']).toContain('no-store');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/admin/shopApply/file?applyId=${app.applyId}&field=idCardFront` })).json(),
    ).toMatchObject({ code: 'A00004' });
    // The logo is public; it is served from the resource path.
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${files.logo}` })).statusCode).toBe(200);
    // Passed: cannot apply again; a second audit is refused.
    expect((await submit({ ...base, ...files })).code).toBe('A00001');
    expect((await call(t, 'POST', '/admin/shopApply/audit', { headers: admin, body: { applyId: app.applyId, pass: true } })).code).toBe(
      'A00001',
    );
  });

  it('shows offline when the opened shop is taken offline', async () => {
    const mine = (await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data;
    await t.db.query(`UPDATE shop SET shop_status = 4 WHERE shop_id = $1`, [mine.shopId]);
    expect((await call<ShopApplication>(t, 'GET', '/p/shop/apply', { token: buyer })).data.statusKey).toBe('offline');
  });
});
