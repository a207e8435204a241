import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { loadAccountsSettings } from '../accounts-settings';
import { createMailer, type MailTransport } from '../mail';
import { sendCode } from '../verification-codes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = loadAccountsSettings({ NODE_ENV: 'test' }, false);
const input = (mail: string) => ({ purpose: 'register' as const, mail, ip: '10.9.9.9', locale: 'en' as const });

describe('mail adapter', () => {
  it('without SMTP keeps mail in the outbox for the development mailbox', async () => {
    await sendCode(t.db, settings, createMailer(settings), input('outbox@example.com'));
    const rows = await t.db.query<{ status: string; subject: string }>(
      `SELECT status, subject FROM mail_outbox WHERE to_address = 'outbox@example.com'`,
    );
    expect(rows).toEqual([{ status: 'pending', subject: expect.stringMatching(/^Your verification code: \d{6}$/) }]);
  });

  it('hands mail to the transport and marks it sent', async () => {
    const sent: string[] = [];
    const transport: MailTransport = { send: async (m) => void sent.push(`${m.from} -> ${m.to}: ${m.subject}`) };
    await sendCode(t.db, settings, createMailer(settings, transport), input('smtp-ok@example.com'));
    expect(sent).toEqual([expect.stringMatching(/^Mall <no-reply@mall\.local> -> smtp-ok@example\.com: Your verification code: \d{6}$/)]);
    const row = await t.db.one<{ status: string }>(`SELECT status FROM mail_outbox WHERE to_address = 'smtp-ok@example.com'`);
    expect(row?.status).toBe('sent');
  });

  it('when sending fails: A00001 for the buyer, the mail marked failed, and an immediate retry allowed', async () => {
    const failing: MailTransport = {
      send: async () => {
        throw new Error('connection refused');
      },
    };
    await expect(sendCode(t.db, settings, createMailer(settings, failing), input('smtp-down@example.com'))).rejects.toMatchObject({
      code: 'A00001',
      key: 'mailFailed',
    });
    const row = await t.db.one<{ status: string; error: string }>(
      `SELECT status, error FROM mail_outbox WHERE to_address = 'smtp-down@example.com'`,
    );
    expect(row).toEqual({ status: 'failed', error: 'connection refused' });
    expect(await t.db.query(`SELECT 1 FROM verification_code WHERE mail = 'smtp-down@example.com'`)).toHaveLength(0);
    await sendCode(t.db, settings, createMailer(settings), input('smtp-down@example.com'));
  });

  it('sends through nodemailer when SMTP_URL is set (an unreachable server fails cleanly)', async () => {
    const smtp = loadAccountsSettings({ SMTP_URL: 'smtp://127.0.0.1:9' }, true);
    expect(smtp.smtpUrl).toBe('smtp://127.0.0.1:9');
    const mailer = createMailer(smtp);
    expect(mailer.transportName).toBe('smtp');
    await expect(sendCode(t.db, smtp, mailer, input('nodemailer@example.com'))).rejects.toMatchObject({ key: 'mailFailed' });
    const row = await t.db.one<{ status: string }>(`SELECT status FROM mail_outbox WHERE to_address = 'nodemailer@example.com'`);
    expect(row?.status).toBe('failed');
  });

  it('closes the development mailbox in production unless MAIL_DEV_INBOX=1', () => {
    expect(loadAccountsSettings({}, true).devInbox).toBe(false);
    expect(loadAccountsSettings({ MAIL_DEV_INBOX: '1' }, true).devInbox).toBe(true);
    expect(loadAccountsSettings({}, false).devInbox).toBe(true);
    expect(() => loadAccountsSettings({ SMTP_URL: 'http://nope' }, true)).toThrow(/SMTP_URL/);
  });

  it.skipIf(Boolean(process.env.MAIL_DEV_INBOX))('serves no mailbox route from a production app', async () => {
    const prod = await createTestApp({ production: true, nodeEnv: 'production' }, { seed: false });
    try {
      const res = await prod.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
