import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@mall/shared/react-query';
import { bus, http, useLocale, type Locale, type NotificationKind } from '@mall/shared';
import type { NotificationSetting, UnreadCount } from '@mall/shared/contracts';
import { FRESH, UC } from './keys';

/** Messages and e-mail subscriptions (API module `notifications`, contracts/notifications.ts). */
export const notificationKeys = {
  all: [UC, 'notifications'] as const,
  page: (kind: NotificationKind | undefined, unread: boolean, current: number, locale: Locale) =>
    [UC, 'notifications', 'page', kind ?? 'all', unread, current, locale] as const,
  unread: [UC, 'notifications', 'unread'] as const,
  settings: [UC, 'notifications', 'settings'] as const,
};

export const getNotifications = (kind: NotificationKind | undefined, unread: boolean, current: number, size: number) =>
  http.data('GET /p/notification/page', { query: { kind, unread: unread ? 'true' : undefined, current, size } });
export const notificationsQuery = (kind: NotificationKind | undefined, unread: boolean, current: number, size: number, locale: Locale) =>
  queryOptions({
    ...FRESH,
    queryKey: notificationKeys.page(kind, unread, current, locale),
    queryFn: () => getNotifications(kind, unread, current, size),
    placeholderData: keepPreviousData,
  });
export const useNotifications = (kind: NotificationKind | undefined, unread: boolean, current: number, size: number) =>
  useQuery(notificationsQuery(kind, unread, current, size, useLocale()));

export const useUnreadCount = () =>
  useQuery({ ...FRESH, queryKey: notificationKeys.unread, queryFn: () => http.data('GET /p/notification/unreadCount') });

/** After reading: refresh the lists and tell the header's badge. */
function useAfterRead() {
  const qc = useQueryClient();
  return (counts: UnreadCount) => {
    qc.setQueryData(notificationKeys.unread, counts);
    void qc.invalidateQueries({ queryKey: notificationKeys.all });
    bus.emit('notifications-changed', { unread: counts.total });
  };
}

export const useMarkRead = () =>
  useMutation({
    mutationFn: (notificationId: number) => http.data('PUT /p/notification/read/:notificationId', { params: { notificationId } }),
    onSuccess: useAfterRead(),
  });
export const useMarkAllRead = () =>
  useMutation({
    mutationFn: (kind?: NotificationKind) => http.data('PUT /p/notification/readAll', { body: { kind } }),
    onSuccess: useAfterRead(),
  });

export const useNotificationSettings = () =>
  useQuery({ ...FRESH, queryKey: notificationKeys.settings, queryFn: () => http.data('GET /p/notification/settings') });
export const useSaveNotificationSettings = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSetting[]) => http.data('PUT /p/notification/settings', { body: settings }),
    onSuccess: (saved) => qc.setQueryData(notificationKeys.settings, saved),
  });
};
