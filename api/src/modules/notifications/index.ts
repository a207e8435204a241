import { registerMessages } from '../../http/messages';
import type { ApiModule } from '../types';
import en from './i18n/en.json';
import zh_CN from './i18n/zh_CN.json';
import { createMailer, loadAccountsSettings } from '../accounts';
import { startMailDispatcher } from './mail-dispatch';
import { registerNotificationsRoutes } from './notifications-routes';

declare module '../../http/messages' {
  interface ModuleMessages {
    notifications: typeof en;
  }
}

declare module '../../config' {
  interface ApiConfig {
    /** How often notification e-mails are dispatched (env NOTIFY_MAIL_INTERVAL_MS, default 5 s; 0 = off). */
    notifyMailIntervalMs?: number;
    /** The public origin put in front of links in e-mails (env SITE_URL). */
    siteUrl?: string;
  }
}

/**
 * Notifications: one service every module calls (`notify()`), the buyer's message list, unread
 * counts and per-kind e-mail subscriptions, and the dispatcher that e-mails the copies.
 */
export const notificationsModule: ApiModule = {
  name: 'notifications',
  register(api, ctx) {
    registerMessages('notifications', { en, zh_CN });
    registerNotificationsRoutes(api, ctx);
    const interval = ctx.config.notifyMailIntervalMs ?? Number(process.env.NOTIFY_MAIL_INTERVAL_MS ?? 5000);
    const mailer = createMailer(loadAccountsSettings(process.env, ctx.config.production));
    startMailDispatcher(api, ctx.db, mailer, interval, { siteUrl: ctx.config.siteUrl ?? process.env.SITE_URL });
  },
};

export { notify, type NotifyInput } from './notify';
export { registerNotificationTexts, wordEvent } from './wording';
export { dispatchNotificationMail } from './mail-dispatch';
