import type { FastifyRequest } from 'fastify';
import { notificationsContract as c } from '@mall/shared/contracts';
import type { AppContext } from '../../context';
import { route, type Api } from '../../http/contract';
import { localeOf, ok } from '../../http/envelope';
import { userOf } from '../accounts';
import * as service from './notifications-service';

const tags = ['notifications'];

/** The buyer's messages and their e-mail subscription (the header badge reads unreadCount); bodies in contracts/notifications.ts. */
export function registerNotificationsRoutes(api: Api, ctx: AppContext): void {
  const { db } = ctx;
  const uid = (r: FastifyRequest) => userOf(r).userId;
  /** The buyer's calls carry their language: kept for the e-mails worded later. */
  const remember = async (r: FastifyRequest) => {
    if (r.headers.locale) await service.rememberLocale(db, uid(r), localeOf(r));
  };

  route(api, c.page, { tags, summary: 'Messages, newest first {kind?, unread?, current, size}' }, async (r) => {
    await remember(r);
    return ok(await service.listNotifications(db, uid(r), r.query, localeOf(r)));
  });
  route(api, c.unreadCount, { tags, summary: 'Unread messages in all and per kind' }, async (r) => {
    await remember(r);
    return ok(await service.unreadCount(db, uid(r)));
  });
  route(api, c.read, { tags, summary: 'Mark one message read; another buyer’s is A00013' }, async (r) => {
    await service.markRead(db, uid(r), r.params.notificationId);
    return ok(await service.unreadCount(db, uid(r)));
  });
  route(api, c.readAll, { tags, summary: 'Mark all (or one kind of) messages read {kind?}' }, async (r) => {
    await service.markAllRead(db, uid(r), r.body.kind);
    return ok(await service.unreadCount(db, uid(r)));
  });
  route(api, c.settings, { tags, summary: 'E-mail subscription per kind' }, async (r) => ok(await service.getSettings(db, uid(r))));
  route(api, c.saveSettings, { tags, summary: 'Change e-mail subscriptions [{kind, email}]' }, async (r) =>
    ok(await service.saveSettings(db, uid(r), r.body)),
  );
}
