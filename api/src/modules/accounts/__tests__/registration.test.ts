import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call, freshIp } from '../../../test/requests';
import { enc, latestCode, login, shiftClock, startApp, type Tokens } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

let n = 0;
/** Step 1 for a new address: send, read the mailbox, check; answers the checkToken. */
async function verifiedMail(): Promise<{ mail: string; checkToken: string }> {
  const mail = `new${++n}@example.com`;
  expect((await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail }, ip: freshIp() })).code).toBe('00000');
  const res = await call<{ checkToken: string }>(t, 'POST', '/user/checkRegisterCode', { body: { mail, code: await latestCode(t, mail) } });
  expect(res.code).toBe('00000');
  return { mail, checkToken: res.data.checkToken };
}

const register = (checkToken: string, userName: string, password: string, agreement: unknown = true) =>
  call<Tokens & { userName: string }>(t, 'POST', '/user/register', { body: { checkToken, userName, passWord: enc(password), agreement } });

describe('registration in 3 steps', () => {
  it('verifies the e-mail, creates the account, signs in; the new buyer can sign in later', async () => {
    const { mail, checkToken } = await verifiedMail();
    const res = await register(checkToken, 'new_buyer1', 'Abc@12345');
    expect(res.code).toBe('00000');
    const info = await call<{ userName: string; nickName: string; userMail: string; balance: number }>(t, 'GET', '/p/user/userInfo', {
      token: res.data.accessToken,
    });
    expect(info.data).toMatchObject({ userName: 'new_buyer1', nickName: 'new_buyer1', userMail: mail, balance: 0 });
    expect((await login(t, 'new_buyer1', 'Abc@12345', freshIp())).code).toBe('00000');
    const stored = await t.db.one<{ hash: string }>(`SELECT password_hash AS hash FROM app_user WHERE user_name = 'new_buyer1'`);
    expect(stored!.hash).toMatch(/^scrypt\$/);
    expect(stored!.hash).not.toContain('Abc@12345');
  });

  it('refuses sending a registration code to a registered e-mail', async () => {
    const res = await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail: 'buyer@example.com' }, ip: freshIp() });
    expect(res).toMatchObject({ code: 'A00001', msg: 'This e-mail is already registered. Sign in, or reset your password.' });
  });

  it('refuses a wrong code at step 1', async () => {
    const mail = 'wrongstep@example.com';
    await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail }, ip: freshIp() });
    const code = await latestCode(t, mail);
    const res = await call(t, 'POST', '/user/checkRegisterCode', { body: { mail, code: code === '000000' ? '111111' : '000000' } });
    expect(res.code).toBe('A00001');
  });

  it.each([
    ['abc', false],
    ['abcd', true],
    ['a'.repeat(16), true],
    ['a'.repeat(17), false],
    ['with space', false],
    ['dash-name', false],
    ['under_score', true],
  ])('account %j accepted: %s', async (userName, accepted) => {
    const { checkToken } = await verifiedMail();
    const res = await register(checkToken, userName, 'Abc@12345');
    if (accepted) expect(res.code).toBe('00000');
    else expect(res).toMatchObject({ code: 'A00014', msg: 'Account: 4 to 16 letters, digits or underscores' });
  });

  it.each([
    ['Ab@1234', false],
    ['Ab@12345', true],
    ['Ab@' + '1'.repeat(17), true],
    ['Ab@' + '1'.repeat(18), false],
    ['Abcdefgh1', false],
    ['Abcdefgh@', false],
    ['12345678@', false],
    ['Ab@1 2345', false],
  ])('password %j accepted: %s', async (password, accepted) => {
    const { checkToken } = await verifiedMail();
    const res = await register(checkToken, `pw_${++n}`, password);
    if (accepted) expect(res.code).toBe('00000');
    else expect(res).toMatchObject({ code: 'A00014', msg: 'Password: 8 to 20 characters mixing letters, digits and special characters' });
  });

  it('refuses a taken account name, in any letter case, and keeps the check token usable', async () => {
    const { checkToken } = await verifiedMail();
    for (const name of ['buyer', 'BUYER']) {
      expect(await register(checkToken, name, 'Abc@12345')).toMatchObject({ code: 'A00001', msg: 'This account name is already taken' });
    }
    expect((await register(checkToken, 'buyer_free', 'Abc@12345')).code).toBe('00000');
  });

  it('requires the terms to be ticked', async () => {
    const { checkToken } = await verifiedMail();
    expect(await register(checkToken, 'terms_user', 'Abc@12345', false)).toMatchObject({
      code: 'A00014',
      msg: 'Please read and agree to the terms first',
    });
  });

  it('uses a check token once and only within 15 minutes', async () => {
    const a = await verifiedMail();
    expect((await register(a.checkToken, 'once_user', 'Abc@12345')).code).toBe('00000');
    expect((await register(a.checkToken, 'twice_user', 'Abc@12345')).msg).toBe(
      'Your e-mail verification has expired. Please verify your e-mail again.',
    );
    const b = await verifiedMail();
    shiftClock(16 * 60_000);
    expect((await register(b.checkToken, 'late_user', 'Abc@12345')).code).toBe('A00001');
    expect((await register('made-up-token', 'late_user', 'Abc@12345')).code).toBe('A00001');
  });

  it('refuses a replayed registration ciphertext', async () => {
    const { checkToken } = await verifiedMail();
    const passWord = enc('Abc@12345');
    await call(t, 'POST', '/user/register', { body: { checkToken, userName: 'taken', passWord, agreement: true } });
    const again = await call(t, 'POST', '/user/register', { body: { checkToken, userName: 'replay_user', passWord, agreement: true } });
    expect(again.msg).toBe('This request has already been used. Please submit it again.');
  });
});
