import type { Db } from '../../db';
import { at, clock } from './clock';
import { LOGIN_FAILURE_WINDOW_MS, LOGIN_LOCK_MS, LOGIN_MAX_FAILURES } from './accounts-settings';
import { ModuleError } from '../../http/messages';

/**
 * Password-guessing brake, per login (scope + account + IP), kept in the database so it holds
 * across restarts and replicas: more than 10 failures within 30 minutes locks that login for 30
 * minutes, and while locked even the right password is refused.
 */
export type LoginScope = 'user' | 'merchant';

const lockedError = (lockedUntil: Date) =>
  new ModuleError('accounts', 'loginLocked', {
    params: { minutes: Math.max(1, Math.ceil((lockedUntil.getTime() - clock.now()) / 60_000)) },
  });

export async function assertNotLocked(db: Db, scope: LoginScope, loginKey: string, ip: string): Promise<void> {
  const row = await db.one<{ lockedUntil: Date | string }>(
    `SELECT locked_until AS "lockedUntil" FROM login_failure
      WHERE scope = $1 AND login_key = $2 AND ip = $3 AND locked_until > $4::timestamptz`,
    [scope, loginKey, ip, at()],
  );
  if (row) throw lockedError(new Date(row.lockedUntil));
}

/**
 * Credential stuffing (one address trying many accounts once each) never trips the per-account
 * lock, so failures are also counted per address across accounts (the row with login key '*').
 * Past the limit, every sign-in from that address is refused for 30 minutes, the right password
 * too, so a list of stolen passwords teaches nothing. In the database: all API processes count together.
 */
export const ANY_ACCOUNT = '*';

export async function assertAddressNotLocked(db: Db, scope: LoginScope, ip: string): Promise<void> {
  try {
    await assertNotLocked(db, scope, ANY_ACCOUNT, ip);
  } catch (err) {
    if (err instanceof ModuleError && err.key === 'loginLocked') throw new ModuleError('accounts', 'ipLocked', { params: err.params });
    throw err;
  }
}

/** Counts a failed sign-in from an address (any account); answers the lock error once past `max`. */
export async function recordAddressFailure(db: Db, scope: LoginScope, ip: string, max: number): Promise<ModuleError | null> {
  const err = await recordFailure(db, scope, ANY_ACCOUNT, ip, max);
  return err.key === 'loginLocked' ? new ModuleError('accounts', 'ipLocked', { params: err.params }) : null;
}

/** Counts a failure; returns the error to answer with (locked once the count goes past the limit). */
export async function recordFailure(
  db: Db,
  scope: LoginScope,
  loginKey: string,
  ip: string,
  max = LOGIN_MAX_FAILURES,
): Promise<ModuleError> {
  const now = at();
  const row = await db.one<{ failures: number; lockedUntil: Date | string | null }>(
    `INSERT INTO login_failure AS f (scope, login_key, ip, failures, window_start, last_failed_at)
     VALUES ($1, $2, $3, 1, $4::timestamptz, $4::timestamptz)
     ON CONFLICT (scope, login_key, ip) DO UPDATE SET
       -- A window that has run out (and no lock in force) starts again at this failure.
       failures = CASE WHEN f.window_start <= $5::timestamptz AND (f.locked_until IS NULL OR f.locked_until <= $4::timestamptz)
                       THEN 1 ELSE f.failures + 1 END,
       window_start = CASE WHEN f.window_start <= $5::timestamptz AND (f.locked_until IS NULL OR f.locked_until <= $4::timestamptz)
                           THEN $4::timestamptz ELSE f.window_start END,
       last_failed_at = $4::timestamptz
     RETURNING failures, locked_until AS "lockedUntil"`,
    [scope, loginKey, ip, now, at(-LOGIN_FAILURE_WINDOW_MS)],
  );
  if (row && row.failures > max) {
    const lockedUntil = new Date(clock.now() + LOGIN_LOCK_MS);
    await db.query(
      // The lock starts the count afresh once it ends.
      `UPDATE login_failure SET locked_until = $4::timestamptz, failures = 0, window_start = $4::timestamptz
        WHERE scope = $1 AND login_key = $2 AND ip = $3`,
      [scope, loginKey, ip, lockedUntil.toISOString()],
    );
    return lockedError(lockedUntil);
  }
  return new ModuleError('accounts', 'wrongCredentials');
}

export async function clearFailures(db: Db, scope: LoginScope, loginKeys: string[], ip?: string): Promise<void> {
  if (ip === undefined) {
    await db.query(`DELETE FROM login_failure WHERE scope = $1 AND login_key IN (SELECT jsonb_array_elements_text($2::jsonb))`, [
      scope,
      JSON.stringify(loginKeys),
    ]);
  } else {
    await db.query(
      `DELETE FROM login_failure WHERE scope = $1 AND login_key IN (SELECT jsonb_array_elements_text($2::jsonb)) AND ip = $3`,
      [scope, JSON.stringify(loginKeys), ip],
    );
  }
}
