import { CHAT_MAX_SOCKETS_PER_ACCOUNT, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND } from '@mall/shared';
import { PROCESS_ID } from '../../cluster';
import type { Db } from '../../db';

/**
 * What one account may hold and send in the chat, counted over every API process in the database
 * (migration 0201): sockets (CHAT_MAX_SOCKETS_PER_ACCOUNT) and messages (a token bucket of
 * CHAT_RATE_PER_SECOND, bursts of CHAT_RATE_BURST; each socket also has its own, in memory).
 */

/** A process refreshes its sockets' rows this often; rows older than STALE_MS (a process that died) stop counting. */
export const SOCKET_TOUCH_MS = 10_000;
const STALE_MS = 45_000;

/** Registers an authenticated socket unless its account holds the most already; answers whether it may stay. */
export async function takeSocketPlace(db: Db, s: { id: string; subject: string; sessionId: string }): Promise<boolean> {
  return db.tx(async (t) => {
    await t.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`chat-sockets:${s.subject}`]);
    const held = await t.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_socket WHERE subject = $1 AND seen_at > now() - $2::double precision * interval '1 millisecond'`,
      [s.subject, STALE_MS],
    );
    if ((held?.n ?? 0) >= CHAT_MAX_SOCKETS_PER_ACCOUNT) return false;
    await t.query(`INSERT INTO chat_socket (socket_id, subject, session_id, process_id) VALUES ($1, $2, $3, $4)`, [
      s.id,
      s.subject,
      s.sessionId,
      PROCESS_ID,
    ]);
    return true;
  });
}

export async function leaveSocketPlace(db: Db, socketId: string): Promise<void> {
  await db.query(`DELETE FROM chat_socket WHERE socket_id = $1`, [socketId]);
}

/** This process's sockets are alive (and stale rows of any process go). */
export async function touchSocketPlaces(db: Db): Promise<void> {
  await db.query(`UPDATE chat_socket SET seen_at = now() WHERE process_id = $1`, [PROCESS_ID]);
  await db.query(`DELETE FROM chat_socket WHERE seen_at < now() - $1::double precision * interval '1 millisecond'`, [STALE_MS]);
}

/** This process stops: its sockets no longer count. */
export async function leaveAllSocketPlaces(db: Db): Promise<void> {
  await db.query(`DELETE FROM chat_socket WHERE process_id = $1`, [PROCESS_ID]);
}

/**
 * Takes one message from the account's bucket; false when it is empty (the message is refused and
 * costs nothing). One statement, so parallel sends of one account queue on its row. The stored
 * value is what is left after the call; a refusal is stored as that amount minus one (in [-1, 0)),
 * so the answer reads off the row: at least 0 means the message was taken.
 */
export async function takeMessageToken(db: Db, subject: string): Promise<boolean> {
  const row = await db.one<{ ok: boolean }>(
    `/* chat.rate */ INSERT INTO chat_rate AS r (subject, tokens, refilled_at) VALUES ($1, $2::double precision - 1, clock_timestamp())
     ON CONFLICT (subject) DO UPDATE
        SET tokens = least($2::double precision, CASE WHEN r.tokens < 0 THEN r.tokens + 1 ELSE r.tokens END
                                                  + extract(epoch FROM clock_timestamp() - r.refilled_at) * $3::double precision) - 1,
            refilled_at = clock_timestamp()
     RETURNING r.tokens >= 0 AS ok`,
    [subject, CHAT_RATE_BURST, CHAT_RATE_PER_SECOND],
  );
  return row?.ok ?? false;
}
