import type { Db } from '../../db';
import type { Mailer } from '../accounts';
import { iso } from '../../db/sql';

/**
 * The SMS adapter. No SMS gateway is reachable here, so the local provider keeps each message in
 * sms_outbox (readable through the development mailbox, /api/dev/smsbox), as the mail adapter does
 * without SMTP. It has the mailer's shape so the verification-code service sends mobile codes the
 * same way (same limits, expiry, tries). A real gateway plugs in as `deliver`.
 */
export function createSmsSender(): Mailer {
  return {
    transportName: 'outbox',
    async enqueue(db: Db, message) {
      const row = await db.one<{ id: string | number }>(
        `INSERT INTO sms_outbox (to_number, body_text, template, locale) VALUES ($1, $2, $3, $4) RETURNING id`,
        [message.to, message.text, message.template, message.locale],
      );
      return Number(row!.id);
    },
    async deliver() {
      /* the local provider keeps the message in the outbox */
    },
  };
}

export async function readSmsbox(db: Db, to: string | undefined, limit: number) {
  const rows = await db.query<{ id: number; to: string; text: string; template: string; createdAt: string }>(
    `SELECT id, to_number AS "to", body_text AS text, template, created_at AS "createdAt" FROM sms_outbox
      WHERE $1::text IS NULL OR to_number = $1::text ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt)! }));
}
