import { BUYER2, call } from '../../../test/requests';
import type { TestApp } from '../../../test/harness';
import { clusterBus } from '../../../cluster';
import { sessionCacheStatus } from '../session-cache';
import { enc, login, shiftClock, startApp, tokenFor, type Tokens } from './helpers';
import { grant } from '../../../test/ledger';

/**
 * Sessions come from memory once resolved (session-cache.ts), and whatever ends one is refused at
 * once: sign-out, password change, and writes behind the API's back (an operator in psql: the
 * database's change notice, migration 0193). PGlite by default, PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t, 'GET', '/p/user/userInfo', { token });

/**
 * Resolves once every change notice committed before it has reached this process: a marker sent
 * now comes back after them (notices arrive in commit order), and the session cache's handler,
 * subscribed at start-up, has run for each by then.
 */
async function noticesHeard(): Promise<void> {
  const bus = clusterBus(t.ctx);
  const id = `test-${Math.random()}`;
  let heard!: () => void;
  const back = new Promise<void>((resolve) => (heard = resolve));
  const unsubscribe = await bus.subscribe<{ sync?: string }>('changes', (m) => m?.sync === id && heard());
  await bus.publish('changes', { sync: id });
  await back;
  await unsubscribe();
}
let ip = 0;
const freshIp = () => `10.9.0.${++ip}`;

describe('session cache', () => {
  it('answers a known token from memory, not the database', async () => {
    const token = await tokenFor(t, 'buyer', 'Buyer@123456');
    // The sign-in wrote a session: until its notice is back, this process reads from the database.
    await noticesHeard();
    expect((await me(token)).code).toBe('00000');
    const before = sessionCacheStatus(t.ctx);
    for (let i = 0; i < 5; i++) expect((await me(token)).code).toBe('00000');
    const after = sessionCacheStatus(t.ctx);
    expect(after.hits - before.hits).toBeGreaterThanOrEqual(5);
    expect(after.misses).toBe(before.misses);
  });

  it('refuses a session revoked behind the API at once (an operator in psql)', async () => {
    const token = await tokenFor(t, 'buyer', 'Buyer@123456');
    expect((await me(token)).code).toBe('00000');
    await t.db.query(
      `UPDATE auth_session SET revoked_at = now() WHERE subject_id = (SELECT user_id FROM app_user WHERE user_name = 'buyer')`,
    );
    expect(await me(token)).toMatchObject({ code: 'A00004', msg: 'Please sign in first' });
  });

  it('refuses every session of a closed account as soon as the notice arrives, and serves it again when reopened', async () => {
    const token = await tokenFor(t, 'buyer2', 'Buyer2@123456');
    expect((await me(token)).code).toBe('00000');
    // No route closes a buyer (an operator does, in the database): the buyer row is not a
    // read-your-writes table (every points move writes it), so the refusal comes with the change
    // notice, milliseconds later on PostgreSQL (docs/scaling.md, "Sessions in memory").
    await t.db.query(`UPDATE app_user SET status = 0 WHERE user_name = 'buyer2'`);
    await noticesHeard();
    expect((await me(token)).code).toBe('A00004');
    await t.db.query(`UPDATE app_user SET status = 1 WHERE user_name = 'buyer2'`);
    expect((await me(token)).code).toBe('00000');
    await noticesHeard();
  });

  it('a points move on the buyer row keeps the session in memory', async () => {
    const token = await tokenFor(t, 'buyer2', 'Buyer2@123456');
    await noticesHeard();
    expect((await me(token)).code).toBe('00000');
    await grant(t.db, BUYER2.userId, { points: 1 });
    await noticesHeard();
    const before = sessionCacheStatus(t.ctx);
    expect((await me(token)).code).toBe('00000');
    expect(sessionCacheStatus(t.ctx).hits).toBe(before.hits + 1);
  });

  it('a refresh refuses the replaced access token at once', async () => {
    const first = (await login(t, 'buyer2', 'Buyer2@123456', freshIp())).data;
    expect((await me(first.accessToken)).code).toBe('00000');
    const next = await call<Tokens>(t, 'POST', '/token/refresh', { body: { refreshToken: first.refreshToken } });
    expect(next.code).toBe('00000');
    expect((await me(first.accessToken)).code).toBe('A00004');
    expect((await me(next.data.accessToken)).code).toBe('00000');
  });

  it('never answers a kept session past its expiry', async () => {
    const res = await login(t, 'buyer2', 'Buyer2@123456', freshIp());
    expect((await me(res.data.accessToken)).code).toBe('00000');
    shiftClock(res.data.expiresIn * 1000 + 1000);
    expect((await me(res.data.accessToken)).code).toBe('A00004');
  });

  it('a password change refuses the other sessions at once; the one that changed it stays', async () => {
    const keep = await tokenFor(t, 'buyer', 'Buyer@123456');
    const other = await tokenFor(t, 'buyer', 'Buyer@123456');
    expect((await me(other)).code).toBe('00000');
    expect((await me(keep)).code).toBe('00000');
    const res = await call(t, 'PUT', '/p/user/updatePwd', {
      token: keep,
      body: { passWord: enc('Buyer@123456'), newPassWord: enc('Buyer@654321') },
    });
    expect(res.code).toBe('00000');
    expect((await me(other)).code).toBe('A00004');
    expect((await me(keep)).code).toBe('00000');
  });
});
