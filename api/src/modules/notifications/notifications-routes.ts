import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOTIFICATION_KINDS } from '@mall/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { localeOf, ok, parse } from '../../http/envelope';
import { userOf } from '../accounts';
import * as service from './notifications-service';

const tags = ['notifications'];
const kind = z.enum(NOTIFICATION_KINDS, { error: 'validation.invalid' });
const listQuery = z.object({
  kind: kind.optional(),
  unread: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
});
const idParam = z.object({ notificationId: z.coerce.number().int().positive() });
const readAllBody = z.object({ kind: kind.optional() });
const settingsBody = z
  .array(z.object({ kind, email: z.boolean({ error: 'validation.invalid' }) }))
  .min(1)
  .max(NOTIFICATION_KINDS.length);

/** The buyer's messages and their e-mail subscription (the header badge reads unreadCount). */
export function registerNotificationsRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  /** The buyer's calls carry their language: kept for the e-mails worded later. */
  const remember = async (r: FastifyRequest) => {
    if (r.headers.locale) await service.rememberLocale(db, uid(r), localeOf(r));
  };

  api.get('/p/notification/page', { schema: { tags, summary: 'Messages, newest first {kind?, unread?, current, size}' } }, async (r) => {
    await remember(r);
    return ok(await service.listNotifications(db, uid(r), parse(listQuery, r.query), localeOf(r)));
  });
  api.get('/p/notification/unreadCount', { schema: { tags, summary: 'Unread messages in all and per kind' } }, async (r) => {
    await remember(r);
    return ok(await service.unreadCount(db, uid(r)));
  });
  api.put('/p/notification/read/:notificationId', { schema: { tags, summary: 'Mark one message read' } }, async (r) => {
    await service.markRead(db, uid(r), parse(idParam, r.params).notificationId);
    return ok(await service.unreadCount(db, uid(r)));
  });
  api.put('/p/notification/readAll', { schema: { tags, summary: 'Mark all (or one kind of) messages read {kind?}' } }, async (r) => {
    await service.markAllRead(db, uid(r), parse(readAllBody, r.body ?? {}).kind);
    return ok(await service.unreadCount(db, uid(r)));
  });
  api.get('/p/notification/settings', { schema: { tags, summary: 'E-mail subscription per kind' } }, async (r) =>
    ok(await service.getSettings(db, uid(r))),
  );
  api.put('/p/notification/settings', { schema: { tags, summary: 'Change e-mail subscriptions [{kind, email}]' } }, async (r) =>
    ok(await service.saveSettings(db, uid(r), parse(settingsBody, r.body ?? []))),
  );
}
