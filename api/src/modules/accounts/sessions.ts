import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db';
import { at } from './clock';
import type { AccountsSettings } from './accounts-settings';
import type { TokenAnswer } from '@mall/shared/contracts';
import { unauthorized } from '../../http/messages';

/**
 * Sessions: each sign-in gets a random access token and refresh token; only their sha256 is stored,
 * so a database leak gives no usable token. Revoking a session kills both.
 */
export type SubjectType = 'user' | 'merchant';
export type { TokenAnswer };

export interface SessionInfo {
  sessionId: string;
  subjectType: SubjectType;
  subjectId: string;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
}

const newToken = (): string => randomBytes(32).toString('base64url');
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueSession(
  db: Db,
  settings: AccountsSettings,
  subjectType: SubjectType,
  subjectId: string,
  client: ClientInfo = {},
): Promise<TokenAnswer> {
  const accessToken = newToken();
  const refreshToken = newToken();
  await db.query(
    `INSERT INTO auth_session (session_id, subject_type, subject_id, access_hash, access_expires_at,
                               refresh_hash, refresh_expires_at, created_at, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5::timestamptz, $6, $7::timestamptz, $8::timestamptz, $9, $10)`,
    [
      randomUUID(),
      subjectType,
      subjectId,
      tokenHash(accessToken),
      at(settings.accessTtlSeconds * 1000),
      tokenHash(refreshToken),
      at(settings.refreshTtlSeconds * 1000),
      at(),
      client.ip ?? null,
      client.userAgent?.slice(0, 300) ?? null,
    ],
  );
  return { accessToken, refreshToken, expiresIn: settings.accessTtlSeconds };
}

/** The live session an access token belongs to, if it is of the expected kind; closed buyers have none. */
export async function resolveAccessToken(db: Db, token: string, subjectType: SubjectType): Promise<SessionInfo | null> {
  if (!token || token.length > 200) return null;
  return (await loadSession(db, token, subjectType))?.info ?? null;
}

/** resolveAccessToken's answer with the access token's expiry (ms since the epoch), for the session cache. */
export async function loadSession(
  db: Db,
  token: string,
  subjectType: SubjectType,
): Promise<{ info: SessionInfo; expiresAt: number } | null> {
  const row = await db.one<SessionInfo & { expiresAt: Date | string }>(
    `/* accounts.session */ SELECT s.session_id AS "sessionId", s.subject_type AS "subjectType", s.subject_id AS "subjectId",
            s.access_expires_at AS "expiresAt"
       FROM auth_session s
      WHERE s.access_hash = $1 AND s.subject_type = $2 AND s.revoked_at IS NULL AND s.access_expires_at > $3::timestamptz
        AND CASE s.subject_type
              WHEN 'user' THEN EXISTS (SELECT 1 FROM app_user u WHERE u.user_id = s.subject_id AND u.status = 1)
              ELSE EXISTS (SELECT 1 FROM merchant_account m WHERE m.id::text = s.subject_id AND m.status = 1)
            END`,
    [tokenHash(token), subjectType, at()],
  );
  if (!row) return null;
  const { expiresAt, ...info } = row;
  return { info, expiresAt: new Date(expiresAt).getTime() };
}

/** Two tabs refreshing together: the replaced refresh token answers the same pair for this long. */
export const REFRESH_GRACE_MS = 10_000;

/** The new pair, sealed under a key only the holder of the replaced refresh token can derive. */
const graceKey = (refreshToken: string) => createHash('sha256').update(`refresh-grace\n${refreshToken}`).digest();
function sealPair(refreshToken: string, pair: { accessToken: string; refreshToken: string }): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', graceKey(refreshToken), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(pair), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}
function openPair(refreshToken: string, sealed: string): { accessToken: string; refreshToken: string } | null {
  try {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', graceKey(refreshToken), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Swaps a refresh token for a new access + refresh pair (the old refresh token stops working).
 * The same session presenting the replaced token again within 10 seconds (another tab that
 * refreshed at the same moment) gets the same new pair. Later, it means the token leaked: that
 * session is revoked.
 */
export async function refreshSession(db: Db, settings: AccountsSettings, refreshToken: string): Promise<TokenAnswer> {
  const hash = tokenHash(refreshToken);
  const accessToken = newToken();
  const nextRefresh = newToken();
  const row = await db.one(
    `UPDATE auth_session
        SET access_hash = $2, access_expires_at = $3::timestamptz,
            previous_refresh_hash = refresh_hash, refresh_hash = $4, refresh_expires_at = $5::timestamptz,
            refreshed_at = $6::timestamptz, grace_pair = $7
      WHERE refresh_hash = $1 AND revoked_at IS NULL AND refresh_expires_at > $6::timestamptz
      RETURNING session_id`,
    [
      hash,
      tokenHash(accessToken),
      at(settings.accessTtlSeconds * 1000),
      tokenHash(nextRefresh),
      at(settings.refreshTtlSeconds * 1000),
      at(),
      sealPair(refreshToken, { accessToken, refreshToken: nextRefresh }),
    ],
  );
  if (!row) {
    // A concurrent refresh of this session won the swap a moment ago: hand out the pair it made.
    const recent = await db.one<{ gracePair: string | null }>(
      `SELECT grace_pair AS "gracePair" FROM auth_session
        WHERE previous_refresh_hash = $1 AND revoked_at IS NULL AND refreshed_at > $2::timestamptz`,
      [hash, at(-REFRESH_GRACE_MS)],
    );
    const pair = recent?.gracePair ? openPair(refreshToken, recent.gracePair) : null;
    if (pair) return { ...pair, expiresIn: settings.accessTtlSeconds };
    await db.query(`UPDATE auth_session SET revoked_at = $2::timestamptz WHERE previous_refresh_hash = $1 AND revoked_at IS NULL`, [
      hash,
      at(),
    ]);
    throw unauthorized();
  }
  return { accessToken, refreshToken: nextRefresh, expiresIn: settings.accessTtlSeconds };
}

/** Ends the session an access token belongs to (sign-out); an unknown token is fine. */
export async function revokeByAccessToken(db: Db, token: string): Promise<void> {
  if (!token) return;
  await db.query(`UPDATE auth_session SET revoked_at = $2::timestamptz WHERE access_hash = $1 AND revoked_at IS NULL`, [
    tokenHash(token),
    at(),
  ]);
}

/** Ends every session of an account except, optionally, the one making the request. */
export async function revokeSessionsOf(db: Db, subjectType: SubjectType, subjectId: string, exceptSessionId?: string): Promise<number> {
  const rows = await db.query(
    `UPDATE auth_session SET revoked_at = $3::timestamptz
      WHERE subject_type = $1 AND subject_id = $2 AND revoked_at IS NULL AND session_id IS DISTINCT FROM $4
      RETURNING session_id`,
    [subjectType, subjectId, at(), exceptSessionId ?? null],
  );
  return rows.length;
}
