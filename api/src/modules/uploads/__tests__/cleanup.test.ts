import type { ApiConfig } from '../../../config';
import { tinyPng } from '../../../test/fixtures';
import { createTestApp, type TestApp } from '../../../test/harness';
import { call, signIn, upload } from '../../../test/requests';
import { claimUpload, removeAbandonedUploads, uploadService } from '../index';

let t: TestApp;
let buyer: string;
beforeAll(async () => {
  t = await createTestApp({ catalogProducts: 40, catalogShops: 10 } as Partial<ApiConfig>);
  buyer = await signIn(t);
});
afterAll(() => t.close());

describe('abandoned uploads', () => {
  it('removes files nobody attached after a day (and refused ones after an hour), keeps the rest', async () => {
    const svc = await uploadService(t.ctx);
    const stored = async () => (await upload(t, buyer, 'rfq-attachment', tinyPng())).fileKey!;
    const attached = await stored();
    await claimUpload(svc, {
      fileKey: attached,
      ownerId: '00000000-0000-4000-8000-000000000001',
      purpose: 'rfq-attachment',
      ref: 'test:1',
    });
    const left = await stored();
    const fresh = await stored();
    // A link asked for and never used.
    const linkOnly = (
      await call<{ fileKey: string }>(t, 'POST', '/p/file/uploadUrl', {
        token: buyer,
        body: { fileName: 'a.png', contentType: 'image/png', size: 100, purpose: 'rfq-attachment' },
      })
    ).data.fileKey;
    const age = (key: string, hours: number) =>
      t.db.query(`UPDATE upload SET created_at = now() - $2::double precision * interval '1 hour' WHERE file_key = $1`, [key, hours]);
    await age(attached, 48);
    await age(left, 25);
    await age(linkOnly, 25);
    expect(await svc.storage.get(left)).not.toBeNull();

    const removed = await removeAbandonedUploads(svc, 24);
    expect(removed.sort()).toEqual([left, linkOnly].sort());
    expect(await svc.storage.get(left)).toBeNull();
    const keys = (await t.db.query<{ key: string }>('SELECT file_key AS key FROM upload')).map((r) => r.key);
    expect(keys).toContain(attached);
    expect(keys).toContain(fresh);
    expect(keys).not.toContain(left);
    expect(await svc.storage.get(attached)).not.toBeNull();
  });
});
