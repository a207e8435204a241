import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/harness';
import { call, freshIp } from '../../../test/requests';
import { latestCode, shiftClock, startApp, wrongCode, type Tokens } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const sendLoginCode = (mail: string, ip = freshIp(), locale?: string) =>
  call(t, 'POST', '/sms/sendLoginCode', { body: { mail }, ip, locale });
const mailLogin = (mail: string, code: string) => call<Tokens>(t, 'POST', '/mailLogin', { body: { userName: mail, passWord: code } });

describe('e-mail sign-in codes', () => {
  it('mails a 6-digit code that signs the buyer in once', async () => {
    expect((await sendLoginCode('buyer@example.com')).code).toBe('00000');
    const code = await latestCode(t, 'buyer@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const res = await mailLogin('buyer@example.com', code);
    expect(res.code).toBe('00000');
    expect((await call(t, 'GET', '/p/user/userInfo', { token: res.data.accessToken })).data).toMatchObject({
      userMail: 'buyer@example.com',
    });
    // Used up.
    expect((await mailLogin('buyer@example.com', code)).code).toBe('A00001');
    // Only its hash is stored.
    expect(await t.db.query(`SELECT 1 FROM verification_code WHERE code_hash = $1`, [code])).toHaveLength(0);
  });

  it('writes the mail in the Locale language', async () => {
    await sendLoginCode('buyer2@example.com', freshIp(), 'zh_CN');
    const mail = await call<{ subject: string; text: string }[]>(t, 'GET', '/dev/mailbox?to=buyer2@example.com&limit=1');
    expect(mail.data[0].subject).toMatch(/验证码/);
    shiftClock(61_000);
  });

  it('refuses an unknown e-mail (no auto-registration) on send and on sign-in', async () => {
    const send = await sendLoginCode('stranger@example.com');
    expect(send).toMatchObject({ code: 'A00001', msg: 'No account uses this e-mail. Please register first.' });
    expect((await mailLogin('stranger@example.com', '123456')).msg).toBe('No account uses this e-mail. Please register first.');
  });

  it('validates e-mail and code with the shared rules (A00014)', async () => {
    expect(await sendLoginCode('not-an-email')).toMatchObject({ code: 'A00014', msg: 'Please enter a correct e-mail address' });
    expect(await mailLogin('buyer@example.com', '12345')).toMatchObject({ code: 'A00014', msg: 'The verification code is 6 digits' });
  });

  it('refuses a second send to the same address within 60 seconds, from any IP', async () => {
    const mail = 'buyer2@example.com';
    shiftClock(61_000);
    expect((await sendLoginCode(mail)).code).toBe('00000');
    shiftClock(30_000);
    const again = await sendLoginCode(mail, freshIp());
    expect(again.code).toBe('A00001');
    expect(again.msg).toMatch(/wait (30|31) s/);
    shiftClock(31_000);
    expect((await sendLoginCode(mail)).code).toBe('00000');
    shiftClock(61_000);
  });

  it('expires a code after 10 minutes', async () => {
    const mail = 'buyer@example.com';
    shiftClock(61_000);
    await sendLoginCode(mail);
    const code = await latestCode(t, mail);
    shiftClock(10 * 60_000 + 1000);
    expect((await mailLogin(mail, code)).msg).toBe('The verification code has expired. Please get a new one.');
  });

  it('allows 5 attempts: the 5th wrong code voids it, even for the right code after', async () => {
    const mail = 'buyer@example.com';
    shiftClock(61_000);
    await sendLoginCode(mail);
    const code = await latestCode(t, mail);
    for (let left = 4; left >= 1; left--) {
      expect((await mailLogin(mail, wrongCode(code))).msg).toBe(`The verification code is incorrect (${left} tries left)`);
    }
    expect((await mailLogin(mail, wrongCode(code))).msg).toBe('Too many wrong codes. Please get a new verification code.');
    expect((await mailLogin(mail, code)).msg).toBe('Too many wrong codes. Please get a new verification code.');
    // A new code works again.
    shiftClock(61_000);
    await sendLoginCode(mail);
    expect((await mailLogin(mail, await latestCode(t, mail))).code).toBe('00000');
  });

  it('a wrong code within the limit still lets the right one through', async () => {
    const mail = 'buyer2@example.com';
    shiftClock(61_000);
    await sendLoginCode(mail);
    const code = await latestCode(t, mail);
    expect((await mailLogin(mail, wrongCode(code))).code).toBe('A00001');
    expect((await mailLogin(mail, code)).code).toBe('00000');
  });

  it('caps code e-mails per IP at 10 an hour (A00015), counting refused addresses too', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail: `cap${i}@example.com` }, ip });
      expect(res.code).toBe('00000');
    }
    const eleventh = await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail: 'cap10@example.com' }, ip });
    expect(eleventh).toMatchObject({ code: 'A00015' });
    expect((await call(t, 'POST', '/sms/sendLoginCode', { body: { mail: 'stranger@example.com' }, ip })).code).toBe('A00015');
    // Another network is unaffected; an hour later this one may send again.
    expect((await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail: 'cap10@example.com' }, ip: freshIp() })).code).toBe('00000');
    shiftClock(60 * 60_000 + 1000);
    expect((await call(t, 'POST', '/sms/sendRegisterCode', { body: { mail: 'cap11@example.com' }, ip })).code).toBe('00000');
  });

  it('counts refusals towards the IP cap', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await call(t, 'POST', '/sms/sendLoginCode', { body: { mail: `ghost${i}@example.com` }, ip });
    shiftClock(61_000);
    expect((await call(t, 'POST', '/sms/sendLoginCode', { body: { mail: 'buyer@example.com' }, ip })).code).toBe('A00015');
  });
});
