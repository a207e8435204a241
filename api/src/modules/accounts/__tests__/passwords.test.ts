import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call, freshIp } from '../../../test/requests';
import { enc, latestCode, login, shiftClock, startApp, tokenFor, wrongCode } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const userInfo = (token: string) => call(t, 'GET', '/p/user/userInfo', { token });

/** A fresh buyer, so each test owns its password. */
let n = 0;
async function newBuyer(password = 'Start@12345'): Promise<{ userName: string; mail: string; password: string }> {
  const mail = `pw${++n}@example.com`;
  const userName = `pw_user_${n}`;
  await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail }, ip: freshIp() });
  const check = await call<{ checkToken: string }>(t, 'POST', '/user/checkRegisterCode', {
    body: { mail, code: await latestCode(t, mail) },
  });
  const res = await call(t, 'POST', '/user/register', {
    body: { checkToken: check.data.checkToken, userName, passWord: enc(password), agreement: true },
  });
  expect(res.code).toBe('00000');
  return { userName, mail, password };
}

describe('forgot password', () => {
  it('resets with an e-mail code, ends every session, and the new password signs in', async () => {
    const b = await newBuyer();
    const phone = await tokenFor(t, b.userName, b.password);
    const laptop = await tokenFor(t, b.userName, b.password);

    expect((await call(t, 'POST', '/sms/sendResetCode', { body: { mail: b.mail }, ip: freshIp() })).code).toBe('00000');
    const code = await latestCode(t, b.mail);
    const res = await call(t, 'POST', '/user/resetPassword', { body: { mail: b.mail, code, passWord: enc('Fresh@54321') } });
    expect(res.code).toBe('00000');

    expect((await userInfo(phone)).code).toBe('A00004');
    expect((await userInfo(laptop)).code).toBe('A00004');
    expect((await login(t, b.userName, b.password, freshIp())).code).toBe('A00001');
    expect((await login(t, b.userName, 'Fresh@54321', freshIp())).code).toBe('00000');
  });

  it('applies the registration password rule and keeps the code when the password is refused', async () => {
    const b = await newBuyer();
    await call(t, 'POST', '/sms/sendResetCode', { body: { mail: b.mail }, ip: freshIp() });
    const code = await latestCode(t, b.mail);
    const weak = await call(t, 'POST', '/user/resetPassword', { body: { mail: b.mail, code, passWord: enc('abc12345') } });
    expect(weak).toMatchObject({ code: 'A00014', msg: 'Password: 8 to 20 characters mixing letters, digits and special characters' });
    expect((await call(t, 'POST', '/user/resetPassword', { body: { mail: b.mail, code, passWord: enc('Good@12345') } })).code).toBe(
      '00000',
    );
  });

  it('refuses a wrong code', async () => {
    const b = await newBuyer();
    await call(t, 'POST', '/sms/sendResetCode', { body: { mail: b.mail }, ip: freshIp() });
    const code = await latestCode(t, b.mail);
    expect(
      (await call(t, 'POST', '/user/resetPassword', { body: { mail: b.mail, code: wrongCode(code), passWord: enc('Good@12345') } })).code,
    ).toBe('A00001');
    expect((await login(t, b.userName, b.password, freshIp())).code).toBe('00000');
  });

  it('answers the same for a registered and an unknown address, mails only the registered one, and keeps the limits (issue 39, finding 8)', async () => {
    const b = await newBuyer();
    const unknown = `nobody-${n}@example.com`;
    const ip = freshIp();
    // The answer without its timestamp: what a caller could compare.
    const send = async (mail: string) => {
      const { timestamp: _at, ...answer } = await call(t, 'POST', '/sms/sendResetCode', { body: { mail }, ip });
      return answer;
    };
    const [known, stranger] = [await send(b.mail), await send(unknown)];
    expect(stranger).toEqual(known);
    expect(known).toMatchObject({ code: '00000' });
    const mailed = await call<unknown[]>(t, 'GET', `/dev/mailbox?to=${encodeURIComponent(unknown)}&limit=1`);
    expect(mailed.data).toEqual([]);
    expect((await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM verification_code WHERE mail = $1`, [unknown]))!.n).toBe(0);
    // Asking again at once: the same wait for both.
    const [knownAgain, strangerAgain] = [await send(b.mail), await send(unknown)];
    expect(knownAgain.code).toBe('A00001');
    expect(strangerAgain.code).toBe(knownAgain.code);
    expect(strangerAgain.msg?.replace(/\d+/g, 'N')).toBe(knownAgain.msg?.replace(/\d+/g, 'N'));
    // And the reset itself: a wrong code reads the same for an address without an account.
    const reset = async (mail: string) => {
      const { timestamp: _at, ...answer } = await call(t, 'POST', '/user/resetPassword', {
        body: { mail, code: '000000', passWord: enc('Good@12345') },
      });
      return answer;
    };
    const [resetKnownNoCode, resetStranger] = [await reset(`pw-none-${n}@example.com`), await reset(unknown)];
    expect(resetStranger).toEqual(resetKnownNoCode);
  });

  it('lifts a lockout once the owner resets the password', async () => {
    const b = await newBuyer();
    const ip = freshIp();
    for (let i = 0; i < 11; i++) await login(t, b.userName, 'Wrong@pass1', ip);
    expect((await login(t, b.userName, b.password, ip)).msg).toMatch(/locked/);
    await call(t, 'POST', '/sms/sendResetCode', { body: { mail: b.mail }, ip: freshIp() });
    await call(t, 'POST', '/user/resetPassword', {
      body: { mail: b.mail, code: await latestCode(t, b.mail), passWord: enc('Reset@12345') },
    });
    expect((await login(t, b.userName, 'Reset@12345', ip)).code).toBe('00000');
  });
});

describe('PUT /p/user/updatePwd', () => {
  it('needs a signed-in buyer: a bare account name gets A00004', async () => {
    const b = await newBuyer();
    const res = await call(t, 'PUT', '/p/user/updatePwd', { body: { userName: b.userName, newPassWord: enc('Other@12345') } });
    expect(res.code).toBe('A00004');
    expect((await login(t, b.userName, b.password, freshIp())).code).toBe('00000');
  });

  it('needs the current password or an e-mail code, not just the token', async () => {
    const b = await newBuyer();
    const token = await tokenFor(t, b.userName, b.password);
    const res = await call(t, 'PUT', '/p/user/updatePwd', { token, body: { newPassWord: enc('Other@12345') } });
    expect(res).toMatchObject({ code: 'A00001', msg: 'Enter your current password or an e-mail verification code' });
  });

  it('changes with the current password, keeps this session and ends the others', async () => {
    const b = await newBuyer();
    const current = await tokenFor(t, b.userName, b.password);
    const other = await tokenFor(t, b.userName, b.password);
    const res = await call(t, 'PUT', '/p/user/updatePwd', {
      token: current,
      body: { passWord: enc(b.password), newPassWord: enc('abc123') },
    });
    expect(res.code).toBe('00000');
    expect((await userInfo(current)).code).toBe('00000');
    expect((await userInfo(other)).code).toBe('A00004');
    expect((await login(t, b.userName, 'abc123', freshIp())).code).toBe('00000');
  });

  it('refuses a wrong current password and counts it towards the lockout', async () => {
    const b = await newBuyer();
    const token = await tokenFor(t, b.userName, b.password);
    const res = await call(t, 'PUT', '/p/user/updatePwd', { token, body: { passWord: enc('Nope@12345'), newPassWord: enc('abc123') } });
    expect(res).toMatchObject({ code: 'A00001', msg: 'The current password is incorrect' });
    const failures = await t.db.one<{ failures: number }>(
      `SELECT failures FROM login_failure WHERE login_key LIKE 'id:%' ORDER BY last_failed_at DESC LIMIT 1`,
    );
    expect(failures!.failures).toBe(1);
  });

  it('changes with an e-mail code sent to the account address', async () => {
    const b = await newBuyer();
    const token = await tokenFor(t, b.userName, b.password);
    expect((await call(t, 'POST', '/p/sms/sendUpdatePwdCode', { token, ip: freshIp() })).code).toBe('00000');
    const code = await latestCode(t, b.mail);
    const res = await call(t, 'PUT', '/p/user/updatePwd', { token, body: { code, newPassWord: enc('abcdef1') } });
    expect(res.code).toBe('00000');
    expect((await login(t, b.userName, 'abcdef1', freshIp())).code).toBe('00000');
  });

  it.each([
    ['abc12', false],
    ['abc123', true],
    ['abcdefghij1234567890', true],
    ['abcdefghij12345678901', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc 123', false],
    ['ABCdef', false],
  ])('change-password rule: %j accepted: %s', async (next, accepted) => {
    const b = await newBuyer();
    const token = await tokenFor(t, b.userName, b.password);
    const res = await call(t, 'PUT', '/p/user/updatePwd', { token, body: { passWord: enc(b.password), newPassWord: enc(next) } });
    if (accepted) expect(res.code).toBe('00000');
    else expect(res).toMatchObject({ code: 'A00014' });
  });

  it('keeps working across the clock (codes still expire)', async () => {
    const b = await newBuyer();
    const token = await tokenFor(t, b.userName, b.password);
    await call(t, 'POST', '/p/sms/sendUpdatePwdCode', { token, ip: freshIp() });
    const code = await latestCode(t, b.mail);
    shiftClock(11 * 60_000);
    const res = await call(t, 'PUT', '/p/user/updatePwd', { token, body: { code, newPassWord: enc('abcdef1') } });
    expect(res.msg).toBe('The verification code has expired. Please get a new one.');
  });
});
