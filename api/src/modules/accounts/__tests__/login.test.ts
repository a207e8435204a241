import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call, freshIp } from '../../../test/requests';
import { enc, login, shiftClock, startApp, tokenFor, type Tokens } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

describe('POST /login', () => {
  it('signs the demo buyer in with the right password and answers random tokens', async () => {
    const res = await login(t, 'buyer', 'Buyer@123456', freshIp());
    expect(res.code).toBe('00000');
    expect(res.data.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(res.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(res.data.refreshToken).not.toBe(res.data.accessToken);
    expect(res.data.expiresIn).toBeGreaterThan(0);
    // Only hashes are stored.
    const stored = await t.db.query(`SELECT 1 FROM auth_session WHERE access_hash = $1 OR refresh_hash = $2`, [
      res.data.accessToken,
      res.data.refreshToken,
    ]);
    expect(stored).toHaveLength(0);
  });

  it('accepts the e-mail address and any letter case in the account field', async () => {
    expect((await login(t, 'buyer@example.com', 'Buyer@123456', freshIp())).code).toBe('00000');
    expect((await login(t, 'BUYER', 'Buyer@123456', freshIp())).code).toBe('00000');
  });

  it('refuses a wrong password and an unknown account with the same message', async () => {
    const wrong = await login(t, 'buyer', 'Buyer@1234567', freshIp());
    const unknown = await login(t, 'nobody_here', 'Buyer@123456', freshIp());
    expect(wrong).toMatchObject({ code: 'A00001', msg: 'Incorrect account or password' });
    expect(unknown).toMatchObject({ code: 'A00001', msg: 'Incorrect account or password' });
  });

  it('words the refusal in Chinese for Locale zh_CN', async () => {
    const res = await call(t, 'POST', '/login', {
      body: { userName: 'buyer', passWord: enc('nope-nope') },
      locale: 'zh_CN',
      ip: freshIp(),
    });
    expect(res).toMatchObject({ code: 'A00001', msg: '账号或密码不正确' });
  });

  it('answers A00014 with the shared rule message when fields are missing', async () => {
    const res = await call(t, 'POST', '/login', { body: { userName: '', passWord: '' } });
    expect(res).toMatchObject({ code: 'A00014', msg: 'Please enter your account' });
    const noBody = await call(t, 'POST', '/login');
    expect(noBody.code).toBe('A00014');
  });

  it('refuses a ciphertext older than 10 minutes', async () => {
    const now = Date.now();
    const old = await call(t, 'POST', '/login', {
      body: { userName: 'buyer', passWord: enc('Buyer@123456', now - 10 * 60_000 - 1000) },
      ip: freshIp(),
    });
    expect(old.code).toBe('A00001');
    expect(old.msg).toMatch(/expired/);
    const recent = await call(t, 'POST', '/login', {
      body: { userName: 'buyer', passWord: enc('Buyer@123456', now - 9 * 60_000) },
      ip: freshIp(),
    });
    expect(recent.code).toBe('00000');
  });

  it('refuses a ciphertext dated more than a minute in the future', async () => {
    const now = Date.now();
    const future = await call(t, 'POST', '/login', {
      body: { userName: 'buyer', passWord: enc('Buyer@123456', now + 2 * 60_000) },
      ip: freshIp(),
    });
    expect(future.code).toBe('A00001');
    expect(future.msg).toMatch(/future/);
    const skewed = await call(t, 'POST', '/login', {
      body: { userName: 'buyer', passWord: enc('Buyer@123456', now + 30_000) },
      ip: freshIp(),
    });
    expect(skewed.code).toBe('00000');
  });

  it('refuses a replayed ciphertext, even after a successful sign-in', async () => {
    const passWord = enc('Buyer@123456');
    const first = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord }, ip: freshIp() });
    expect(first.code).toBe('00000');
    const again = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord }, ip: freshIp() });
    expect(again.code).toBe('A00001');
    expect(again.msg).toMatch(/already been used/);
  });

  it('refuses text that is not our ciphertext', async () => {
    for (const passWord of ['Buyer@123456', 'AAAAAAAAAAAAAAAAAAAAAA==', '!!!']) {
      const res = await call(t, 'POST', '/login', { body: { userName: 'buyer', passWord }, ip: freshIp() });
      expect(res.code).toBe('A00001');
    }
  });
});

describe('lockout: more than 10 failures per account + IP in 30 minutes', () => {
  it('locks on the 11th failure, refuses even the right password, and lifts after 30 minutes', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 10; i++) {
      const res = await login(t, 'buyer2', `Wrong@${i}xx`, ip);
      expect(res.msg).toBe('Incorrect account or password');
    }
    const eleventh = await login(t, 'buyer2', 'Wrong@11xx', ip);
    expect(eleventh.code).toBe('A00001');
    expect(eleventh.msg).toMatch(/locked for 30 minutes/);

    const right = await login(t, 'buyer2', 'Buyer2@123456', ip);
    expect(right.code).toBe('A00001');
    expect(right.msg).toMatch(/locked/);

    // Another network is not affected by this lock.
    expect((await login(t, 'buyer2', 'Buyer2@123456', freshIp())).code).toBe('00000');
    // Typing the e-mail instead of the name hits the same lock.
    expect((await login(t, 'buyer2@example.com', 'Buyer2@123456', ip)).msg).toMatch(/locked/);

    shiftClock(29 * 60_000);
    expect((await login(t, 'buyer2', 'Buyer2@123456', ip)).msg).toMatch(/locked/);
    shiftClock(2 * 60_000);
    expect((await login(t, 'buyer2', 'Buyer2@123456', ip)).code).toBe('00000');
  });

  it('does not lock at 10 failures, and a success starts the count again', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(t, 'buyer2', 'Wrong@pass1', ip);
    expect((await login(t, 'buyer2', 'Buyer2@123456', ip)).code).toBe('00000');
    for (let i = 0; i < 10; i++) expect((await login(t, 'buyer2', 'Wrong@pass1', ip)).msg).toBe('Incorrect account or password');
  });

  it('forgets failures older than 30 minutes', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await login(t, 'buyer2', 'Wrong@pass1', ip);
    shiftClock(31 * 60_000);
    for (let i = 0; i < 10; i++) expect((await login(t, 'buyer2', 'Wrong@pass1', ip)).msg).toBe('Incorrect account or password');
    expect((await login(t, 'buyer2', 'Buyer2@123456', ip)).code).toBe('00000');
  });

  it('keeps the lock in the database (another app instance on the same data sees it)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 11; i++) await login(t, 'buyer', 'Wrong@pass1', ip);
    const rows = await t.db.query<{ locked: boolean }>(
      `SELECT locked_until IS NOT NULL AS locked FROM login_failure WHERE ip = $1 AND login_key <> '*'`,
      [ip],
    );
    expect(rows).toEqual([{ locked: true }]);
  });
});

describe('sessions', () => {
  it('answers A00004 without a token, with an unknown one and with a revoked one', async () => {
    expect((await call(t, 'GET', '/p/user/userInfo')).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: 'not-a-token' })).code).toBe('A00004');
    const token = await tokenFor(t, 'buyer', 'Buyer@123456');
    expect((await call(t, 'GET', '/p/user/userInfo', { token })).code).toBe('00000');
    expect((await call(t, 'POST', '/logOut', { token })).code).toBe('00000');
    const after = await call(t, 'GET', '/p/user/userInfo', { token });
    expect(after).toMatchObject({ code: 'A00004', msg: 'Please sign in first' });
  });

  it('cannot be bypassed by percent-encoding the /p/ segment', async () => {
    const res = await call(t, 'GET', '/%70/user/userInfo');
    expect(res.code).not.toBe('00000');
  });

  it('answers A00004 once the access token has expired', async () => {
    const res = await login(t, 'buyer', 'Buyer@123456', freshIp());
    shiftClock(res.data.expiresIn * 1000 + 1000);
    expect((await call(t, 'GET', '/p/user/userInfo', { token: res.data.accessToken })).code).toBe('A00004');
  });

  it('refreshes: new pair works, the old access and refresh tokens stop working', async () => {
    const first = (await login(t, 'buyer', 'Buyer@123456', freshIp())).data;
    const refreshed = await call<Tokens>(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } });
    expect(refreshed.code).toBe('00000');
    expect(refreshed.data.accessToken).not.toBe(first.accessToken);
    expect((await call(t, 'GET', '/p/user/userInfo', { token: refreshed.data.accessToken })).code).toBe('00000');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: first.accessToken })).code).toBe('A00004');
    // Re-using the swapped refresh token after the 10 s grace looks like theft: refused, and the whole session ends.
    shiftClock(11_000);
    expect((await call(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } })).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: refreshed.data.accessToken })).code).toBe('A00004');
  });

  it('refuses refresh with a bad or a signed-out refresh token', async () => {
    expect((await call(t, 'POST', '/token/refresh', { body: { refreshToken: 'nope' } })).code).toBe('A00004');
    expect((await call(t, 'POST', '/token/refresh', { body: {} })).code).toBe('A00004');
    const tokens = (await login(t, 'buyer', 'Buyer@123456', freshIp())).data;
    await call(t, 'POST', '/logOut', { token: tokens.accessToken });
    expect((await call(t, 'POST', '/token/refresh', { body: { refreshToken: tokens.refreshToken } })).code).toBe('A00004');
  });

  it('logOut with no or an unknown token still answers ok', async () => {
    expect((await call(t, 'POST', '/logOut')).code).toBe('00000');
    expect((await call(t, 'POST', '/logOut', { token: 'junk' })).code).toBe('00000');
  });
});

describe('merchant sign-in', () => {
  it('signs a merchant in; merchant and buyer tokens only open their own routes', async () => {
    const m = await call<Tokens>(t, 'POST', '/merchant/login', {
      body: { userName: 'merchant1', passWord: enc('Merchant@123456') },
      ip: freshIp(),
    });
    expect(m.code).toBe('00000');
    const merchantToken = m.data.accessToken;
    const buyerToken = await tokenFor(t, 'buyer', 'Buyer@123456');

    const info = await call<{ userName: string; shopId: number | null }>(t, 'GET', '/merchant/info', { token: merchantToken });
    // The shops seed links merchant1 to its shop when it runs; either way the answer mirrors the row.
    const row = await t.db.one<{ shopId: number | string | null }>(
      `SELECT shop_id AS "shopId" FROM merchant_account WHERE user_name = 'merchant1'`,
    );
    expect(info).toMatchObject({
      code: '00000',
      data: { userName: 'merchant1', shopId: row!.shopId === null ? null : Number(row!.shopId) },
    });

    expect((await call(t, 'GET', '/merchant/info', { token: buyerToken })).code).toBe('A00004');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: merchantToken })).code).toBe('A00004');
    expect((await call(t, 'GET', '/merchant/info')).code).toBe('A00004');
  });

  it('keeps buyer and merchant names apart and locks merchant logins separately', async () => {
    expect(
      (await call(t, 'POST', '/merchant/login', { body: { userName: 'buyer', passWord: enc('Buyer@123456') }, ip: freshIp() })).code,
    ).toBe('A00001');
    expect((await login(t, 'merchant1', 'Merchant@123456', freshIp())).code).toBe('A00001');
    const ip = freshIp();
    for (let i = 0; i < 11; i++)
      await call(t, 'POST', '/merchant/login', { body: { userName: 'merchant2', passWord: enc('Wrong@pass1') }, ip });
    const locked = await call(t, 'POST', '/merchant/login', { body: { userName: 'merchant2', passWord: enc('Merchant@123456') }, ip });
    expect(locked.msg).toMatch(/locked/);
  });

  it('merchant logOut ends the merchant session', async () => {
    const m = await call<Tokens>(t, 'POST', '/merchant/login', {
      body: { userName: 'merchant3', passWord: enc('Merchant@123456') },
      ip: freshIp(),
    });
    expect((await call(t, 'POST', '/merchant/logOut', { token: m.data.accessToken })).code).toBe('00000');
    expect((await call(t, 'GET', '/merchant/info', { token: m.data.accessToken })).code).toBe('A00004');
  });
});
