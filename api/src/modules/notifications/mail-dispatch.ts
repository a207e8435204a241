import { NOTIFICATION_EMAIL_DEFAULT, type Locale, type NotificationKind } from '@mall/shared';
import type { FastifyInstance } from 'fastify';
import { runClusterJob } from '../../cluster';
import type { Db } from '../../db';
import type { Mailer } from '../accounts';
import { translate } from '../../http/messages';
import { wordEvent } from './wording';

/**
 * The e-mail copy of notifications. notify() only writes the row (in the caller's transaction);
 * this dispatcher picks pending rows, honours the buyer's per-kind subscription (default per
 * NOTIFICATION_EMAIL_DEFAULT), words subject and body in the buyer's language and hands them to
 * the mail adapter's outbox. Rows are taken with SKIP LOCKED, so several API processes may
 * dispatch at once without sending a notice twice.
 */
export interface MailDispatchOptions {
  /** The site's public origin for absolute links in e-mails (SITE_URL); paths only without it. */
  siteUrl?: string;
  limit?: number;
}

interface Pending {
  notificationId: string | number;
  kind: NotificationKind;
  event: string;
  params: Record<string, string | number>;
  link: string | null;
  mail: string | null;
  locale: Locale;
  subscribed: boolean | null;
}

export async function dispatchNotificationMail(db: Db, mailer: Mailer, opts: MailDispatchOptions = {}): Promise<number> {
  const outbox = await db.tx(async (t) => {
    const rows = await t.query<Pending>(
      `SELECT n.notification_id AS "notificationId", n.kind, n.event, n.params, n.link, u.user_mail AS mail, u.locale,
              s.email AS subscribed
         FROM notification n
         JOIN app_user u ON u.user_id = n.user_id
         LEFT JOIN notification_subscription s ON s.user_id = n.user_id AND s.kind = n.kind
        WHERE n.mail_state = 'pending'
        ORDER BY n.notification_id
        LIMIT $1
        FOR UPDATE OF n SKIP LOCKED`,
      [opts.limit ?? 50],
    );
    const ids: number[] = [];
    for (const r of rows) {
      const wanted = r.subscribed ?? NOTIFICATION_EMAIL_DEFAULT[r.kind];
      if (!wanted || !r.mail) {
        await t.query(`UPDATE notification SET mail_state = 'skipped', mailed_at = now() WHERE notification_id = $1`, [r.notificationId]);
        continue;
      }
      const locale: Locale = r.locale === 'zh_CN' ? 'zh_CN' : 'en';
      const text = wordEvent(r.event, locale, r.params);
      const kind = translate(`kinds.${r.kind}`, locale, undefined, 'notifications');
      const url = r.link ? `${(opts.siteUrl ?? '').replace(/\/+$/, '')}${locale === 'zh_CN' ? '/zh_CN' : ''}${r.link}` : null;
      ids.push(
        await mailer.enqueue(t, {
          to: r.mail,
          subject: translate('mail.subject', locale, { kind, text }, 'notifications'),
          text: translate(
            'mail.body',
            locale,
            { kind, text, linkLine: url ? translate('mail.link', locale, { url }, 'notifications') : '' },
            'notifications',
          ),
          template: `notification:${r.event}`,
          locale,
        }),
      );
      await t.query(`UPDATE notification SET mail_state = 'sent', mailed_at = now() WHERE notification_id = $1`, [r.notificationId]);
    }
    return ids;
  });
  // Delivery happens after the commit; a failed send stays 'failed' in the outbox with its error.
  for (const id of outbox) await mailer.deliver(db, id).catch(() => undefined);
  return outbox.length;
}

/**
 * Runs the dispatcher on the schedule shared by every API process (src/cluster/jobs.ts): one of
 * them sends each round; SKIP LOCKED above keeps overlapping rounds correct anyway.
 */
export function startMailDispatcher(app: FastifyInstance, db: Db, mailer: Mailer, intervalMs: number, opts: MailDispatchOptions): void {
  if (!intervalMs) return;
  runClusterJob(app, db, {
    name: 'notifications.send-mail',
    everyMs: intervalMs,
    run: (jobDb) => dispatchNotificationMail(jobDb, mailer, opts),
  });
}
