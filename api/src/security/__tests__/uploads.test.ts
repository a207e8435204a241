import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { tinyPng } from '../../test/fixtures';
import { signIn, upload } from '../../test/requests';

/** Finding 10 (uploads): the content check read only the first bytes. */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t);
});
afterAll(() => t.close());

const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
const stored = async (fileKey: string) => (await t.app.inject({ method: 'GET', url: `/api/res/${fileKey}` })).rawPayload;

describe('finding 10: uploads are decoded and re-encoded before they are stored', () => {
  it('refuses a PNG signature followed by HTML', async () => {
    const bytes = Buffer.concat([tinyPng().subarray(0, 16), HTML]);
    const u = await upload(t, token, 'avatar', bytes, 'me.png', 'image/png');
    expect(u.asked.code).toBe('00000');
    expect(u.put?.code).not.toBe('00000');
    expect(u.put?.msg).toMatch(/format/i);
    expect((await t.app.inject({ method: 'GET', url: `/api/res/${u.fileKey}` })).statusCode).toBe(404);
  });

  it('a real PNG with HTML appended is stored without the HTML (re-encoded, metadata dropped)', async () => {
    const original = tinyPng([12, 200, 40]);
    const u = await upload(t, token, 'comment', Buffer.concat([original, HTML]), 'p.png', 'image/png');
    expect(u.put?.code).toBe('00000');
    const bytes = await stored(u.fileKey);
    expect(bytes.includes(Buffer.from('<script>'))).toBe(false);
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 2, height: 2, format: 'raw' });
    expect([...data.subarray(0, 3)]).toEqual([12, 200, 40]);
  });

  it('refuses a file that does not decode as the type it was declared as', async () => {
    const png = tinyPng();
    const u = await upload(t, token, 'comment', png, 'p.jpg', 'image/jpeg');
    expect(u.put?.code).not.toBe('00000');
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const truncated = await upload(t, token, 'comment', jpeg.subarray(0, 40), 'p.jpg', 'image/jpeg');
    expect(truncated.put?.code).not.toBe('00000');
    const ok = await upload(t, token, 'comment', jpeg, 'p.jpg', 'image/jpeg');
    expect(ok.put?.code).toBe('00000');
    expect((await sharp(await stored(ok.fileKey)).metadata()).format).toBe('jpeg');
  });
});
