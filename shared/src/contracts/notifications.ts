import type { NotificationKind } from '../constants';

/**
 * Notification wire types (`notifications` API module, /p/notification/*): the message list and
 * the header's unread badge (shell), the settings tab of uc-notification (mf-user-center).
 */

/** One message, worded by the server in the request's language. */
export interface NotificationView {
  notificationId: number;
  kind: NotificationKind;
  /** The message text. */
  text: string;
  /** A site path without the locale prefix, or null. */
  link: string | null;
  read: boolean;
  createTime: string;
}

/** GET /p/notification/unreadCount: unread messages in all and per kind. */
export interface UnreadCount {
  total: number;
  byKind: Record<NotificationKind, number>;
}

/** One row of the e-mail subscription settings. */
export interface NotificationSetting {
  kind: NotificationKind;
  email: boolean;
}
