import {
  NOTIFICATION_EMAIL_DEFAULT,
  NOTIFICATION_KINDS,
  RESPONSE_CODES,
  type Locale,
  type NotificationKind,
  type Page,
} from '@mall/shared';
import type { NotificationSetting, NotificationView, UnreadCount } from '@mall/shared/contracts';
import type { Db } from '../../db';
import { iso, num } from '../../db/sql';
import { ModuleError } from '../../http/messages';
import { wordEvent } from './wording';

/** The buyer's side of notifications: the list, unread counts, reading, e-mail settings. */
interface Row {
  notificationId: string | number;
  kind: NotificationKind;
  event: string;
  params: Record<string, string | number>;
  link: string | null;
  readAt: string | null;
  createdAt: string;
}

const shape = (r: Row, locale: Locale): NotificationView => ({
  notificationId: num(r.notificationId),
  kind: r.kind,
  text: wordEvent(r.event, locale, r.params),
  link: r.link,
  read: r.readAt !== null,
  createTime: iso(r.createdAt)!,
});

export interface ListQuery {
  kind?: NotificationKind;
  unread?: boolean;
  current: number;
  size: number;
}

export async function listNotifications(db: Db, userId: string, q: ListQuery, locale: Locale): Promise<Page<NotificationView>> {
  const params: unknown[] = [userId];
  let where = 'user_id = $1';
  if (q.kind) {
    params.push(q.kind);
    where += ` AND kind = $${params.length}`;
  }
  if (q.unread) where += ' AND read_at IS NULL';
  const total = num((await db.one<{ n: number }>(`SELECT count(*)::int AS n FROM notification WHERE ${where}`, params))?.n);
  const rows = await db.query<Row>(
    `SELECT notification_id AS "notificationId", kind, event, params, link, read_at AS "readAt", created_at AS "createdAt"
       FROM notification WHERE ${where} ORDER BY notification_id DESC LIMIT ${q.size} OFFSET ${(q.current - 1) * q.size}`,
    params,
  );
  return { records: rows.map((r) => shape(r, locale)), total, pages: Math.ceil(total / q.size), current: q.current, size: q.size };
}

export async function unreadCount(db: Db, userId: string): Promise<UnreadCount> {
  const rows = await db.query<{ kind: NotificationKind; n: number }>(
    `SELECT kind, count(*)::int AS n FROM notification WHERE user_id = $1 AND read_at IS NULL GROUP BY kind`,
    [userId],
  );
  const byKind = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, 0])) as Record<NotificationKind, number>;
  for (const r of rows) byKind[r.kind] = r.n;
  return { total: rows.reduce((s, r) => s + r.n, 0), byKind };
}

/** Marks one message read; another buyer's message is not found (A00013). */
export async function markRead(db: Db, userId: string, notificationId: number): Promise<void> {
  const row = await db.one(
    `UPDATE notification SET read_at = coalesce(read_at, now()) WHERE notification_id = $1 AND user_id = $2 RETURNING 1`,
    [notificationId, userId],
  );
  if (!row) throw new ModuleError('notifications', 'notificationNotFound', { code: RESPONSE_CODES.NOT_FOUND });
}

/** Marks every unread message read (of one kind when given); answers how many changed. */
export async function markAllRead(db: Db, userId: string, kind?: NotificationKind): Promise<number> {
  const rows = await db.query(
    `UPDATE notification SET read_at = now() WHERE user_id = $1 AND read_at IS NULL AND ($2::text IS NULL OR kind = $2) RETURNING 1`,
    [userId, kind ?? null],
  );
  return rows.length;
}

export async function getSettings(db: Db, userId: string): Promise<NotificationSetting[]> {
  const rows = await db.query<{ kind: NotificationKind; email: boolean }>(
    `SELECT kind, email FROM notification_subscription WHERE user_id = $1`,
    [userId],
  );
  const chosen = new Map(rows.map((r) => [r.kind, r.email]));
  return NOTIFICATION_KINDS.map((kind) => ({ kind, email: chosen.get(kind) ?? NOTIFICATION_EMAIL_DEFAULT[kind] }));
}

export async function saveSettings(db: Db, userId: string, settings: NotificationSetting[]): Promise<NotificationSetting[]> {
  await db.tx(async (t) => {
    for (const s of settings) {
      await t.query(
        `INSERT INTO notification_subscription (user_id, kind, email, updated_at) VALUES ($1, $2, $3, now())
         ON CONFLICT (user_id, kind) DO UPDATE SET email = EXCLUDED.email, updated_at = now()`,
        [userId, s.kind, s.email],
      );
    }
  });
  return getSettings(db, userId);
}

/** Keeps the buyer's language for what is worded without a request (e-mails). */
export async function rememberLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await db.query(`UPDATE app_user SET locale = $2 WHERE user_id = $1 AND locale <> $2`, [userId, locale]);
}
