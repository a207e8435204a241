import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../constants';
import { isoTime, pageOf, pageQuery, type Contract } from './common';

/**
 * Notifications (`notifications` API module, /p/notification/*): the message list and settings of
 * uc-notification (mf-user-center) and the header's unread badge (shell). Texts are worded by the
 * server in the request's language.
 */
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'validation.invalid' });

/** One message. */
export const notificationViewSchema = z.object({
  notificationId: z.number().int(),
  kind: notificationKindSchema,
  text: z.string(),
  /** A site path without the locale prefix, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  createTime: isoTime,
});
export type NotificationView = z.input<typeof notificationViewSchema>;

/** Unread messages in all and per kind. */
export const unreadCountSchema = z.object({
  total: z.number().int(),
  byKind: z.record(notificationKindSchema, z.number().int()),
});
export type UnreadCount = z.input<typeof unreadCountSchema>;

/** One row of the e-mail subscription settings. */
export const notificationSettingSchema = z.object({ kind: notificationKindSchema, email: z.boolean({ error: 'validation.invalid' }) });
export type NotificationSetting = z.input<typeof notificationSettingSchema>;

const unreadFilter = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

export const notificationsContract = {
  page: {
    method: 'GET',
    url: '/p/notification/page',
    querystring: pageQuery().extend({ kind: notificationKindSchema.optional(), unread: unreadFilter }),
    data: pageOf(notificationViewSchema),
  },
  unreadCount: { method: 'GET', url: '/p/notification/unreadCount', data: unreadCountSchema },
  read: {
    method: 'PUT',
    url: '/p/notification/read/:notificationId',
    params: z.object({ notificationId: z.coerce.number<number>().int().positive() }),
    data: unreadCountSchema,
  },
  readAll: {
    method: 'PUT',
    url: '/p/notification/readAll',
    body: z.object({ kind: notificationKindSchema.optional() }),
    data: unreadCountSchema,
  },
  settings: { method: 'GET', url: '/p/notification/settings', data: z.array(notificationSettingSchema) },
  saveSettings: {
    method: 'PUT',
    url: '/p/notification/settings',
    body: z.array(notificationSettingSchema).min(1).max(NOTIFICATION_KINDS.length),
    data: z.array(notificationSettingSchema),
  },
} as const satisfies Contract;
