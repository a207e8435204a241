import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call } from '../../../test/requests';
import { startApp, tokenFor } from './helpers';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  token = await tokenFor(t, 'buyer2', 'Buyer2@123456');
});
afterAll(() => t.close());

describe('GET /p/user/userInfo', () => {
  it('answers the profile with points and the balance in integer minor units', async () => {
    const res = await call(t, 'GET', '/p/user/userInfo', { token });
    expect(res.code).toBe('00000');
    expect(res.data).toEqual({
      userId: '00000000-0000-4000-8000-000000000002',
      userName: 'buyer2',
      nickName: 'Second Buyer',
      pic: null,
      userMail: 'buyer2@example.com',
      userMobile: null,
      sex: null,
      birthDate: null,
      level: 1,
      growth: 300,
      score: 500,
      balance: 100000,
    });
  });

  it('answers A00004 for a closed account', async () => {
    const other = await tokenFor(t, 'buyer', 'Buyer@123456');
    await t.db.query(`UPDATE app_user SET status = 0 WHERE user_name = 'buyer'`);
    try {
      expect((await call(t, 'GET', '/p/user/userInfo', { token: other })).code).toBe('A00004');
      const login = await call(t, 'POST', '/mailLogin', { body: { userName: 'buyer@example.com', passWord: '123456' } });
      expect(login.code).toBe('A00001');
    } finally {
      await t.db.query(`UPDATE app_user SET status = 1 WHERE user_name = 'buyer'`);
    }
  });
});

describe('PUT /p/user/setUserInfo', () => {
  it('updates nickname, sex and birth date; the avatar only through its upload route', async () => {
    const res = await call(t, 'PUT', '/p/user/setUserInfo', {
      token,
      body: { nickName: '  Trader Li ', pic: '/avatars/li.png', sex: 'F', birthDate: '1990-05-17' },
    });
    expect(res.code).toBe('00000');
    const info = await call(t, 'GET', '/p/user/userInfo', { token });
    expect(info.data).toMatchObject({ nickName: 'Trader Li', pic: null, sex: 'F', birthDate: '1990-05-17' });
  });

  it('changes only the fields given; null clears an optional one', async () => {
    await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { sex: null } });
    const info = await call(t, 'GET', '/p/user/userInfo', { token });
    expect(info.data).toMatchObject({ nickName: 'Trader Li', sex: null, birthDate: '1990-05-17' });
  });

  it('applies the shared nickname rule (not empty, at most 15)', async () => {
    expect(await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: '   ' } })).toMatchObject({
      code: 'A00014',
      msg: 'Please enter a nickname',
    });
    expect(await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: 'x'.repeat(16) } })).toMatchObject({
      code: 'A00014',
      msg: 'A nickname has at most 15 characters',
    });
    expect((await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { nickName: 'x'.repeat(15) } })).code).toBe('00000');
  });

  it('refuses impossible birth dates and unknown sexes with the shared rule', async () => {
    for (const birthDate of ['1990-02-30', '2999-01-01', '1800-01-01', '17/05/1990']) {
      expect(await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { birthDate } })).toMatchObject({
        code: 'A00014',
        msg: 'Please enter a correct birthday',
      });
    }
    expect((await call(t, 'PUT', '/p/user/setUserInfo', { token, body: { sex: 'X' } })).code).toBe('A00014');
  });

  it('needs a token', async () => {
    expect((await call(t, 'PUT', '/p/user/setUserInfo', { body: { nickName: 'Hacker' } })).code).toBe('A00004');
  });
});
