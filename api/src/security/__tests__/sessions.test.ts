import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { call, freshIp } from '../../test/requests';
import { enc, login, shiftClock, startApp, type Tokens } from '../../modules/accounts/__tests__/helpers';

/** Findings 6 (login replay) and 10 (refresh races, credential stuffing, no rate limit) of issue 13. */
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('finding 6: login ciphertext replay', () => {
  it('a captured ciphertext with its padding changed does not sign in again', async () => {
    const passWord = enc('Buyer@123456');
    // 13 digits + 12 characters = 25 bytes -> two AES blocks -> 44 Base64 characters ending in one '='.
    expect(passWord).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect((await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord }, ip: freshIp() })).code).toBe('00000');
    for (const variant of [
      passWord.slice(0, -1),
      `${passWord}=`,
      `${passWord.slice(0, -1)}==`,
      ` ${passWord}`,
      passWord.replace(/(.{10})/, '$1\n'),
    ]) {
      const res = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord: variant }, ip: freshIp() });
      expect(res.code, JSON.stringify(variant)).not.toBe('00000');
    }
  });

  it('the replay guard keys on the account and the timestamp inside, not on the text', async () => {
    const at = Date.now();
    const wrong = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord: enc('Wrong@pass99', at) }, ip: freshIp() });
    expect(wrong.msg).toBe('Incorrect account or password');
    // A different ciphertext (the right password) with the same account and timestamp is a replay.
    const same = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord: enc('Buyer@123456', at) }, ip: freshIp() });
    expect(same.code).toBe('A00001');
    expect(same.msg).toMatch(/already been used/);
    // Another account may use the same millisecond.
    expect(
      (await call(t, 'POST', '/login', { body: { userName: 'buyer2', passWord: enc('Buyer2@123456', at) }, ip: freshIp() })).code,
    ).toBe('00000');
  });
});

describe('finding 10: two tabs refreshing together', () => {
  it('ten parallel refreshes of one refresh token all get the same new pair, and the session lives on', async () => {
    const first = (await login(t, 'buyer', 'Buyer@123456', freshIp())).data;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call<Tokens>(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } })),
    );
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill('00000'));
    const pairs = new Set(answers.map((a) => `${a.data.accessToken}/${a.data.refreshToken}`));
    expect(pairs.size).toBe(1);
    const { accessToken, refreshToken } = answers[0]!.data;
    expect((await call(t, 'GET', '/p/user/userInfo', { token: accessToken })).code).toBe('00000');
    // The new refresh token goes on working.
    expect((await call(t, 'POST', '/token/refresh', { body: { refreshToken } })).code).toBe('00000');
  });

  it('reuse after the 10-second grace window still ends the session', async () => {
    const first = (await login(t, 'buyer', 'Buyer@123456', freshIp())).data;
    const next = (await call<Tokens>(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } })).data;
    shiftClock(9_000);
    const inWindow = await call<Tokens>(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } });
    expect(inWindow.data.accessToken).toBe(next.accessToken);
    shiftClock(2_000);
    expect((await call(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } })).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: next.accessToken })).code).toBe('A00004');
  });
});

describe('finding 10: credential stuffing from one address', () => {
  it('40 different accounts tried once each from one IP: slowed after 30 failures, other addresses unaffected', async () => {
    const ip = freshIp();
    const answers: string[] = [];
    for (let i = 1; i <= 40; i++) answers.push((await login(t, `stuffed_${i}`, `Guess@${i}pass`, ip)).msg ?? '');
    expect(answers.slice(0, 30).every((m) => m === 'Incorrect account or password')).toBe(true);
    expect(answers.slice(30).every((m) => /too many failed sign-ins from your network/i.test(m))).toBe(true);
    // A stolen right password from that address is refused too, so the list teaches nothing.
    expect((await login(t, 'buyer', 'Buyer@123456', ip)).msg ?? '').toMatch(/network/);
    expect((await login(t, 'buyer', 'Buyer@123456', freshIp())).code).toBe('00000');
    // Kept in the database, so every API process counts the same failures.
    const row = await t.db.one<{ failures: number }>(`SELECT failures FROM login_failure WHERE ip = $1 AND login_key = '*'`, [ip]);
    expect(row).not.toBeNull();
    shiftClock(31 * 60_000);
    expect((await login(t, 'buyer', 'Buyer@123456', ip)).code).toBe('00000');
  });
});

describe('finding 10: a general per-IP rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitPerMinute: 20 });
  });
  afterAll(() => limited.close());

  it('answers HTTP 429 in the envelope once one address has used its requests for the minute', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await limited.app.inject({ method: 'GET', url: '/api/currency/list', remoteAddress: ip, headers: { locale: 'zh_CN' } });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ code: 'A00015', data: null });
        expect(res.json().msg).toMatch(/[\u4e00-\u9fff]/);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    // Another address is not affected; static files are not counted.
    expect((await limited.app.inject({ method: 'GET', url: '/api/currency/list', remoteAddress: freshIp() })).statusCode).toBe(200);
  });
});
