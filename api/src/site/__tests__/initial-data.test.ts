import type { FastifyRequest } from 'fastify';
import type { ApiEnvelope } from '@mall/shared';
import { encryptLoginPassword } from '@mall/shared/crypto';
import { createTestApp, type TestApp } from '../../test/harness';
import { tempDir, writeFakeShell } from '../../test/fixtures';
import { collectInitialData, timeZoneOfCookie } from '../initial-data';

/** The initial data written into a page (api/src/site/initial-data.ts). */
const initialOf = (html: string) =>
  JSON.parse(/window\.__MALL_PRELOAD__=(.*?)<\/script>/.exec(html)![1]!) as {
    responses: Record<string, ApiEnvelope<{ nickName?: string; userName?: string }>>;
    shared: string[];
    personal?: true;
  };

describe("a signed-in buyer's page carries their user info (the header greets them by name)", () => {
  let t: TestApp;
  const shell = tempDir();
  beforeAll(async () => {
    writeFakeShell(shell.dir);
    t = await createTestApp({ shellDist: shell.dir, passwordKey: 'test-key-1234567' });
  });
  afterAll(async () => {
    await t.close();
    shell.cleanup();
  });

  const page = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { cookie: `userToken=${token}` } : {}) } });
  const tokenOf = async (userName: string, password: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { userName, passWord: encryptLoginPassword(password, t.ctx.config.passwordKey) },
      })
    ).json<{ data: { accessToken: string } }>().data.accessToken;

  it("writes the token's own user info, never cached publicly; none signed out or for a stale token", async () => {
    const token = await tokenOf('buyer', 'Buyer@123456');
    const own = await t.app.inject({ method: 'GET', url: '/api/p/user/userInfo', headers: { authorization: token } });

    for (const url of ['/', '/zh_CN/user-center/uc-home']) {
      const signed = await page(url, token);
      expect(signed.headers['cache-control']).toBe('private, no-store');
      const initial = initialOf(signed.body);
      expect(initial.personal).toBe(true);
      // Exactly the buyer's answer, under the URL the shell asks, and not one of everyone's answers.
      expect(initial.responses['/api/p/user/userInfo']).toMatchObject({ code: '00000', data: own.json<{ data: object }>().data });
      expect(initial.shared).not.toContain('/api/p/user/userInfo');
    }

    // A token that is no session: the API refuses it, nothing is written (the header stays as before).
    expect(initialOf((await page('/', 'not-a-session')).body).responses['/api/p/user/userInfo']).toBeUndefined();
    // Signed out: no user info, and the page is no one's.
    const anon = await page('/');
    expect(anon.headers['cache-control']).toBe('no-cache');
    expect(initialOf(anon.body).responses['/api/p/user/userInfo']).toBeUndefined();
  });

  it("makes the buyer's calls in the zone of their `tz` cookie; an invalid cookie is ignored (UTC)", async () => {
    expect(timeZoneOfCookie('Asia/Shanghai')).toBe('Asia/Shanghai');
    for (const bad of [undefined, '', 'Mars/Base', 'Asia/Shanghai; x', '../etc', 'A'.repeat(65)]) expect(timeZoneOfCookie(bad)).toBe('UTC');

    const token = await tokenOf('buyer', 'Buyer@123456');
    // A buyer with no zone of their own yet: the sign-in status is counted in the zone asked for.
    await t.db.query(`UPDATE app_user SET time_zone = NULL WHERE user_name = 'buyer'`);
    const request = { server: t.app, log: t.app.log } as unknown as FastifyRequest;
    const statusIn = async (cookie: string | undefined) =>
      (await collectInitialData(request, '/api', 'en', ['/p/member/signIn'], {}, token, timeZoneOfCookie(cookie))).responses[
        '/api/p/member/signIn'
      ] as ApiEnvelope<{ timeZone: string }>;
    expect((await statusIn('Asia/Shanghai')).data.timeZone).toBe('Asia/Shanghai');
    expect((await statusIn('America/Los_Angeles')).data.timeZone).toBe('America/Los_Angeles');
    expect((await statusIn('Mars/Base')).data.timeZone).toBe('UTC');
    expect((await statusIn(undefined)).data.timeZone).toBe('UTC');
  });
});
