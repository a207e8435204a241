import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/harness';
import { call, signIn } from '../../../test/requests';
import { hashPassword } from '../../accounts';

/** A seeded app listening on a free port (sockets need a real server). */
export async function startChatApp(): Promise<{ t: TestApp; base: string }> {
  const t = await createTestApp({ catalogProducts: 30, catalogShops: 5, orderSweepIntervalMs: 0 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, base: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}` };
}

let passwordHash: string | null = null;

/**
 * A fresh buyer, signed in: chat seats are per account (a second sign-in of a shared demo account
 * would be a newer session and end the first one's sockets), so tests do not share accounts.
 */
export async function freshBuyer(t: TestApp, name = 'chat'): Promise<{ userId: string; userName: string; token: string }> {
  const userName = `${name}_${randomBytes(3).toString('hex')}`.slice(0, 16);
  const userId = crypto.randomUUID();
  passwordHash ??= await hashPassword('Chat@123456');
  await t.db.query(`INSERT INTO app_user (user_id, user_name, nick_name, password_hash) VALUES ($1, $2, $3, $4)`, [
    userId,
    userName,
    `Nick ${userName}`,
    passwordHash,
  ]);
  return { userId, userName, token: await signIn(t, { userName, password: 'Chat@123456' }) };
}

/** Counts rows of a query. */
export async function count(t: TestApp, sql: string, params: unknown[] = []): Promise<number> {
  return (await t.db.one<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) x`, params))!.n;
}

/** The admin token of a test app (the service agent's key). */
export const adminHeaders = (t: TestApp) => ({ 'x-admin-token': t.ctx.secrets.ADMIN_TOKEN });

export { call };
