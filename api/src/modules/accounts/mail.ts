import type { mailboxEntrySchema } from '@mall/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db';
import { at } from './clock';
import type { AccountsSettings } from './accounts-settings';

/**
 * The mail adapter: every message is written to mail_outbox first; with SMTP_URL configured it is
 * then sent through SMTP (nodemailer, loaded only then), otherwise it stays in the outbox where
 * the development mailbox endpoint reads it.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  template: string;
  locale: string;
}

export interface MailTransport {
  send(mail: OutgoingMail & { from: string }): Promise<void>;
}

export interface Mailer {
  /** Stores the message; returns its outbox id. Runs inside the caller's transaction. */
  enqueue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Hands a stored message to the transport (no-op without one); throws when sending failed. */
  deliver(db: Db, id: number): Promise<void>;
  readonly transportName: 'smtp' | 'outbox';
}

async function smtpTransport(url: string): Promise<MailTransport> {
  const nodemailer = await import('nodemailer');
  const transporter = nodemailer.createTransport(url, {});
  return {
    async send(mail) {
      await transporter.sendMail({ from: mail.from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}

/** The console line of a mail kept for the demo mailbox: who it is for and its subject (a code's subject carries it). */
export function mailboxLine(mail: Pick<OutgoingMail, 'to' | 'subject'>): string {
  return `  mail to ${mail.to}: ${mail.subject}  (demo mailbox: /dev/mailbox)`;
}

export function createMailer(settings: AccountsSettings, transport?: MailTransport): Mailer {
  let resolved: Promise<MailTransport | null> | null = null;
  const getTransport = () =>
    (resolved ??= transport ? Promise.resolve(transport) : settings.smtpUrl ? smtpTransport(settings.smtpUrl) : Promise.resolve(null));

  return {
    transportName: transport || settings.smtpUrl ? 'smtp' : 'outbox',
    async enqueue(db, mail) {
      const row = await db.one<{ id: number }>(
        `INSERT INTO mail_outbox (to_address, subject, body_text, template, locale, created_at)
         VALUES ($1, $2, $3, $4, $5, $6::timestamptz) RETURNING id`,
        [mail.to, mail.subject, mail.text, mail.template, mail.locale, at()],
      );
      return Number(row!.id);
    },
    async deliver(db, id) {
      const t = await getTransport();
      if (!t) {
        if (!settings.printMail) return;
        const kept = await db.one<{ to: string; subject: string }>(`SELECT to_address AS "to", subject FROM mail_outbox WHERE id = $1`, [
          id,
        ]);
        if (kept) console.log(mailboxLine(kept));
        return;
      }
      const row = await db.one<{ to: string; subject: string; text: string; template: string; locale: string }>(
        `SELECT to_address AS "to", subject, body_text AS "text", template, locale FROM mail_outbox WHERE id = $1`,
        [id],
      );
      if (!row) return;
      try {
        await t.send({ ...row, from: settings.mailFrom });
        await db.query(`UPDATE mail_outbox SET status = 'sent', sent_at = $2::timestamptz, error = NULL WHERE id = $1`, [id, at()]);
      } catch (err) {
        await db.query(`UPDATE mail_outbox SET status = 'failed', error = $2 WHERE id = $1`, [
          id,
          String((err as Error)?.message ?? err).slice(0, 500),
        ]);
        throw err;
      }
    },
  };
}

type MailboxEntry = z.output<typeof mailboxEntrySchema>;

/** The development mailbox: newest messages first, optionally for one address. */
export async function readMailbox(db: Db, to: string | undefined, limit: number): Promise<MailboxEntry[]> {
  return db.query<MailboxEntry>(
    `SELECT id, to_address AS "to", subject, body_text AS "text", template, status, created_at AS "createdAt"
       FROM mail_outbox
      WHERE $1::text IS NULL OR lower(to_address) = lower($1::text)
      ORDER BY id DESC
      LIMIT $2`,
    [to ?? null, limit],
  );
}
