import type { Db } from '../../db';
import type { ChatTransport } from './transport';

/**
 * Who holds an account's chat, and who is online. Both live in the database, so every API
 * process agrees (no in-memory flag decides).
 */

/** The account a socket speaks for: 'user:<userId>' or 'merchant:<merchantId>'. */
export type Subject = `user:${string}` | `merchant:${string}`;

/**
 * The session takes the account's chat seat unless a newer session holds it: the newest session
 * wins ("logged in elsewhere", spec section 4). A seat whose session was signed out or expired is
 * free for anyone. With `takeOver` (a page opened or refreshed by the buyer) the seat is this
 * session's whatever holds it: the spec's "refresh" makes the page the active one. Answers whether
 * the seat is this session's now (tabs of one session share it).
 */
export async function takeSeat(db: Db, subject: Subject, sessionId: string, takeOver = false): Promise<boolean> {
  const row = await db.one(
    `/* chat.seat */ INSERT INTO chat_seat (subject, session_id, session_created_at)
       SELECT $1, session_id, created_at FROM auth_session WHERE session_id = $2
     ON CONFLICT (subject) DO UPDATE
        SET session_id = EXCLUDED.session_id, session_created_at = EXCLUDED.session_created_at, taken_at = now()
      WHERE $3
         OR chat_seat.session_id = EXCLUDED.session_id
         OR chat_seat.session_created_at <= EXCLUDED.session_created_at
         OR NOT EXISTS (SELECT 1 FROM auth_session s WHERE s.session_id = chat_seat.session_id
                           AND s.revoked_at IS NULL AND s.refresh_expires_at > now())
     RETURNING session_id`,
    [subject, sessionId, takeOver],
  );
  return row !== null;
}

/**
 * Of these sockets' sessions, the ones that must end: signed out or expired ('signedOut'), or no
 * longer holding their account's seat ('replaced': a newer session took it while this process
 * missed the notice).
 */
export async function endedSessions(
  db: Db,
  held: { subject: Subject; sessionId: string }[],
): Promise<Map<string, 'signedOut' | 'replaced'>> {
  if (!held.length) return new Map();
  const rows = await db.query<{ sessionId: string; why: 'signedOut' | 'replaced' }>(
    `/* chat.sessions */ SELECT x->>'sessionId' AS "sessionId",
            CASE WHEN NOT EXISTS (SELECT 1 FROM auth_session s WHERE s.session_id = x->>'sessionId'
                                     AND s.revoked_at IS NULL AND s.refresh_expires_at > now())
                 THEN 'signedOut' ELSE 'replaced' END AS why
       FROM jsonb_array_elements($1::jsonb) x
      WHERE NOT EXISTS (SELECT 1 FROM auth_session s WHERE s.session_id = x->>'sessionId'
                           AND s.revoked_at IS NULL AND s.refresh_expires_at > now())
         OR EXISTS (SELECT 1 FROM chat_seat c WHERE c.subject = x->>'subject' AND c.session_id <> x->>'sessionId')`,
    [JSON.stringify(held)],
  );
  return new Map(rows.map((r) => [r.sessionId, r.why]));
}

/** 'shop:<id>' or 'service'. */
const partyKey = (shopId: number | null) => (shopId === null ? 'service' : `shop:${shopId}`);

export async function isOnline(db: Db, shopId: number | null): Promise<boolean> {
  const row = await db.one<{ online: boolean }>(`SELECT online FROM chat_presence WHERE party = $1`, [partyKey(shopId)]);
  return row?.online ?? false;
}

/** The merchant (or customer service) goes online or offline; buyers looking at that chat hear of it. */
export async function setOnline(db: Db, transport: ChatTransport, shopId: number | null, online: boolean): Promise<{ online: boolean }> {
  await db.tx(async (tx) => {
    await tx.query(
      `INSERT INTO chat_presence (party, online) VALUES ($1, $2)
       ON CONFLICT (party) DO UPDATE SET online = EXCLUDED.online, changed_at = now()`,
      [partyKey(shopId), online],
    );
    await transport.publish({ t: 'presence', shopId, online });
  });
  return { online };
}
