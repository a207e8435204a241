import { createCipheriv } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';

/**
 * An independent client: encrypts with Node's own crypto (not crypto-js, not our helpers) exactly
 * as API.md describes the wire format, and signs in through app.inject.
 */
function nodeEncrypt(password: string, timestamp = Date.now()): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from('-mall4j-password'), null);
  return Buffer.concat([cipher.update(String(timestamp) + password, 'utf8'), cipher.final()]).toString('base64');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('login wire format', () => {
  it('accepts Base64(AES-128-ECB-PKCS7(Date.now() + password)) with the default key', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ userName: 'buyer', passWord: nodeEncrypt('Buyer@123456') }),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe('00000');
    expect(typeof body.data.accessToken).toBe('string');

    const info = await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: { authorization: body.data.accessToken } });
    expect(info.json()).toMatchObject({
      code: '00000',
      data: { nickName: 'Demo Buyer', userMail: 'buyer@example.com', balance: 500000, score: 2000 },
    });
  });

  it('handles passwords with multi-byte characters and a 16-byte multiple (full padding block)', async () => {
    // 13-digit timestamp + 19 characters = 32 bytes: PKCS7 adds a whole block.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { userName: 'buyer', passWord: nodeEncrypt('Wrong-password-123x') },
    });
    expect(res.json()).toMatchObject({ code: 'A00001', msg: 'Incorrect account or password' });
  });

  it('refuses a ciphertext made with another key', async () => {
    const cipher = createCipheriv('aes-128-ecb', Buffer.from('another-16b-key!'), null);
    const passWord = Buffer.concat([cipher.update(`${Date.now()}Buyer@123456`, 'utf8'), cipher.final()]).toString('base64');
    const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { userName: 'buyer', passWord } });
    expect(res.json().code).toBe('A00001');
  });
});
