import { IMAGE_MAX_BYTES, REFUND_VOUCHERS_MAX } from '@mall/shared';
import type { ApiConfig } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { claimUpload, uploadService } from '../index';
import { tinyPng } from '../../../test/fixtures';
import { BUYER2, call, signIn, upload } from '../../../test/requests';

let t: TestApp;
let buyer: string;
let buyer2: string;
beforeAll(async () => {
  // The upload service needs no catalogue: keep the demo seed small.
  t = await createTestApp({ catalogProducts: 40, catalogShops: 10 } as Partial<ApiConfig>);
  buyer = await signIn(t);
  buyer2 = await signIn(t, BUYER2);
});
afterAll(() => t.close());

describe('upload service', () => {
  it('hands out a full, signed, single-use URL and serves a public image with caching headers', async () => {
    const png = tinyPng();
    const r = await upload(t, buyer, 'shop-logo', png);
    expect(r.asked.code).toBe('00000');
    expect(r.uploadUrl).toMatch(/^http:\/\/[^/]+\/api\/file\/put\/shop-logo\/[a-f0-9-]{36}\?token=/);
    expect(r.status).toBe(200);
    // Stored as re-encoded (security/reencode): the answer gives the stored size.
    const size = (r.put!.data as { size: number }).size;
    expect(r.put).toMatchObject({ code: '00000', data: { contentType: 'image/png' } });
    expect(size).toBeGreaterThan(0);

    const again = await t.app.inject({
      method: 'PUT',
      url: new URL(r.uploadUrl!).pathname + new URL(r.uploadUrl!).search,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(again.statusCode).toBe(400);

    const res = await t.app.inject({ method: 'GET', url: `/api/res/${r.fileKey}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload.length).toBe(size);
    expect(res.rawPayload.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    await call(t, 'POST', '/p/file/discard', { token: buyer, body: { fileKey: r.fileKey } });
  });

  it('needs a signed-in owner to ask for a URL', async () => {
    const res = await call(t, 'POST', '/p/file/uploadUrl', {
      body: { fileName: 'a.png', contentType: 'image/png', size: 10, purpose: 'shop-logo' },
    });
    expect(res.code).toBe('A00004');
  });

  it('refuses a renamed non-image by its content, whatever its name and declared type', async () => {
    const text = Buffer.from('MZ this is really an executable, renamed to look like a photo');
    const r = await upload(t, buyer, 'comment', text, 'holiday.png', 'image/png');
    expect(r.status).toBe(400);
    expect(r.put).toMatchObject({ code: 'A00001', msg: 'Wrong file format' });
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${r.fileKey}` })).statusCode).toBe(404);
  });

  it('refuses a declared non-image type up front', async () => {
    const res = await call(t, 'POST', '/p/file/uploadUrl', {
      token: buyer,
      body: { fileName: 'a.exe', contentType: 'application/x-msdownload', size: 10, purpose: 'comment' },
    });
    expect(res.code).toBe('A00001');
  });

  it('takes an image of exactly 2 MB and refuses 2 MB + 1 byte (declared and actual)', async () => {
    const exact = await upload(t, buyer, 'comment', tinyPng([1, 2, 3], IMAGE_MAX_BYTES));
    // Accepted at the limit (its padding chunk is dropped when it is re-encoded).
    expect(exact.put).toMatchObject({ code: '00000', data: { contentType: 'image/png' } });

    const declared = await call(t, 'POST', '/p/file/uploadUrl', {
      token: buyer,
      body: { fileName: 'big.png', contentType: 'image/png', size: IMAGE_MAX_BYTES + 1, purpose: 'comment' },
    });
    expect(declared).toMatchObject({ code: 'A00001', msg: 'The file is too large' });

    // Lying about the size does not help: the PUT is measured.
    const asked = await call<{ uploadUrl: string }>(t, 'POST', '/p/file/uploadUrl', {
      token: buyer,
      body: { fileName: 'big.png', contentType: 'image/png', size: 100, purpose: 'comment' },
    });
    const u = new URL(asked.data.uploadUrl);
    const res = await t.app.inject({
      method: 'PUT',
      url: u.pathname + u.search,
      headers: { 'content-type': 'image/png' },
      payload: tinyPng([1, 2, 3], IMAGE_MAX_BYTES + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'A00001', msg: 'The file is too large' });
  });

  it('refuses more uploads under way than a form takes (upper limit reached), per owner', async () => {
    const ask = (token: string, locale?: string) =>
      call(t, 'POST', '/p/file/uploadUrl', {
        token,
        locale,
        body: { fileName: 'c.png', contentType: 'image/png', size: 100, purpose: 'id-card' },
      });
    expect([(await ask(buyer)).code, (await ask(buyer)).code]).toEqual(['00000', '00000']);
    expect(await ask(buyer)).toMatchObject({ code: 'A00001', msg: 'Upper limit reached' });
    expect((await ask(buyer, 'zh_CN')).msg).not.toBe('Upper limit reached');
    // Another buyer has slots of their own.
    expect((await upload(t, buyer2, 'id-card', tinyPng())).put?.code).toBe('00000');
  });

  it('counts what a form attaches, not files uploaded for a form that was left: the oldest unattached makes room (issue 40)', async () => {
    const owner = await signIn(t, BUYER2);
    const voucher = () => upload(t, owner, 'refund-voucher', tinyPng());
    const left = [];
    for (let i = 0; i < REFUND_VOUCHERS_MAX; i++) left.push(await voucher());
    expect(left.map((u) => u.put?.code)).toEqual(Array(REFUND_VOUCHERS_MAX).fill('00000'));
    // A new form: its pictures upload; each takes the place of the oldest left one.
    const fresh = [await voucher(), await voucher()];
    expect(fresh.map((u) => u.put?.code)).toEqual(['00000', '00000']);
    const released = await t.db.query<{ key: string }>(
      `SELECT file_key AS key FROM upload WHERE file_key = ANY($1::text[]) AND status = 3`,
      [left.map((u) => u.fileKey)],
    );
    expect(released.map((r) => r.key).sort()).toEqual([left[0]!.fileKey, left[1]!.fileKey].sort());
  });

  it('keeps private documents off the public resource path', async () => {
    const r = await upload(t, buyer, 'shop-licence', tinyPng());
    expect(r.put?.code).toBe('00000');
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${r.fileKey}` })).statusCode).toBe(404);
  });

  it('claims only the owner’s stored file of the right purpose, once', async () => {
    const svc = await uploadService(t.ctx);
    const r = await upload(t, buyer, 'avatar', tinyPng());
    const buyerId = '00000000-0000-4000-8000-000000000001';
    await expect(
      claimUpload(svc, { fileKey: r.fileKey, ownerId: '00000000-0000-4000-8000-000000000002', purpose: 'avatar', ref: 'x:1' }),
    ).rejects.toThrow();
    await expect(claimUpload(svc, { fileKey: r.fileKey, ownerId: buyerId, purpose: 'comment', ref: 'x:1' })).rejects.toThrow();
    await expect(claimUpload(svc, { fileKey: r.fileKey, ownerId: buyerId, purpose: 'avatar', ref: 'x:1' })).resolves.toBe(r.fileKey);
    await expect(claimUpload(svc, { fileKey: r.fileKey, ownerId: buyerId, purpose: 'avatar', ref: 'x:1' })).resolves.toBe(r.fileKey);
    await expect(claimUpload(svc, { fileKey: r.fileKey, ownerId: buyerId, purpose: 'avatar', ref: 'y:2' })).rejects.toThrow();
    // A claimed file no longer takes a slot.
    expect((await upload(t, buyer, 'avatar', tinyPng())).put?.code).toBe('00000');
  });

  it('refuses a PUT with a wrong token', async () => {
    const asked = await call<{ uploadUrl: string }>(t, 'POST', '/p/file/uploadUrl', {
      token: buyer2,
      body: { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'comment' },
    });
    const u = new URL(asked.data.uploadUrl);
    const res = await t.app.inject({
      method: 'PUT',
      url: `${u.pathname}?token=wrong`,
      headers: { 'content-type': 'image/png' },
      payload: tinyPng(),
    });
    expect(res.statusCode).toBe(400);
  });
});
