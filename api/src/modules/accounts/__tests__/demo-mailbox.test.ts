import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { API_DIR, loadConfig, REPO_ROOT } from '../../../config';
import { createTestApp, type TestApp } from '../../../test/harness';
import { tempDir, writeFakeShell } from '../../../test/fixtures';
import { loadAccountsSettings } from '../accounts-settings';
import { createMailer } from '../mail';
import { sendCode } from '../verification-codes';

/**
 * Issue 40, finding 1: `npm start` (production, no SMTP) keeps its mail in the demo mailbox and
 * serves it; it is never on where it could hand out codes.
 */
const DEMO = { NODE_ENV: 'production', MAIL_DEV_INBOX: '1' };

describe('the demo mailbox is on only where it cannot leak codes', () => {
  it('is on for npm start (production with MAIL_DEV_INBOX=1) and in development', () => {
    expect(loadConfig(DEMO).devMailbox).toBe(true);
    expect(loadAccountsSettings(DEMO, true).devInbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devMailbox).toBe(false);
  });

  it('is off when SMTP_URL is set, whatever MAIL_DEV_INBOX says, and with MAIL_DEV_INBOX=0', () => {
    const smtp = { SMTP_URL: 'smtp://mail.example:25' };
    expect(loadConfig({ ...DEMO, ...smtp }).devMailbox).toBe(false);
    expect(loadAccountsSettings({ ...DEMO, ...smtp }, true).devInbox).toBe(false);
    expect(loadAccountsSettings({ NODE_ENV: 'development', ...smtp }, false).devInbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', MAIL_DEV_INBOX: '0' }).devMailbox).toBe(false);
  });

  it('is off in docker-compose (its API mails through the mail catcher)', () => {
    const compose = parse(readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
      services: Record<string, { environment?: Record<string, string> }>;
    };
    const apis = Object.entries(compose.services).filter(([, s]) => s.environment?.DATABASE_URL);
    expect(apis.length).toBeGreaterThan(0);
    for (const [name, service] of apis) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, String(v)]));
      expect(loadAccountsSettings(env, true).devInbox, name).toBe(false);
      expect(loadConfig({ ...env, PUBLIC_ORIGIN: 'https://shop.example' }).devMailbox, name).toBe(false);
    }
  });

  it('stops the configuration behind an https PUBLIC_ORIGIN, and a real server refuses to start', () => {
    expect(() => loadConfig({ ...DEMO, PUBLIC_ORIGIN: 'https://shop.example' })).toThrow(/MAIL_DEV_INBOX/);
    expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_ORIGIN: 'https://shop.example' })).toThrow(/MAIL_DEV_INBOX/);
    expect(loadConfig({ ...DEMO, PUBLIC_ORIGIN: 'http://192.168.1.20:8080' }).devMailbox).toBe(true);
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: API_DIR,
      env: { ...process.env, ...DEMO, SMTP_URL: '', PUBLIC_ORIGIN: 'https://shop.example', DATA_DIR: 'memory://', PORT: '0' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/start-up failed:[\s\S]*MAIL_DEV_INBOX[\s\S]*https PUBLIC_ORIGIN/);
  });
});

describe('mail kept for the demo mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('prints one console line per mail, with the address and the subject (the code)', async () => {
    const settings = loadAccountsSettings(DEMO, true);
    expect(settings.printMail).toBe(true);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      for (const mail of ['line-1@example.com', 'line-2@example.com'])
        await sendCode(t.db, settings, createMailer(settings), { purpose: 'register', mail, ip: '10.7.7.7', locale: 'en' });
      const lines = log.mock.calls.map((c) => String(c[0]));
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/line-1@example\.com: Your verification code: \d{6} .*\/dev\/mailbox/);
      expect(lines[1]).toMatch(/line-2@example\.com/);
    } finally {
      log.mockRestore();
    }
  });

  it('prints nothing once SMTP_URL is set (the mail goes out instead)', () => {
    expect(loadAccountsSettings({ ...DEMO, SMTP_URL: 'smtp://127.0.0.1:9' }, true).printMail).toBe(false);
  });
});

describe('the /dev/mailbox page', () => {
  const artifacts = tempDir('mall-mailbox-artifacts-');
  const shell = tempDir('mall-mailbox-shell-');
  beforeAll(() => writeFakeShell(shell.dir));
  afterAll(() => {
    artifacts.cleanup();
    shell.cleanup();
  });

  it.each([true, false])('is a page in both languages only while the mailbox is on (on: %s)', async (devMailbox) => {
    const t = await createTestApp({ artifactsDir: artifacts.dir, shellDist: shell.dir, devMailbox }, { seed: false });
    try {
      for (const url of ['/dev/mailbox', '/zh_CN/dev/mailbox?to=a%40b.example']) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBe(devMailbox ? 200 : 404);
        // The shell's router and the code forms' link read it from the page's runtime configuration.
        expect(res.body.includes('"devMailbox":true'), url).toBe(devMailbox);
      }
    } finally {
      await t.close();
    }
  });
});
