import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { api } from '../api-client';
import { backgroundQueryMeta } from '../background-query';

/*
 * Notifications appear in the header bell on every signed-in screen and on /notifications, so
 * their calls live here rather than in a feature. Only types come from the domain module: its
 * zod schema would otherwise join the first download of every page.
 */

/** The header bell lists the first 7 (spec §9; BELL_NOTIFICATION_COUNT in the domain). */
export const BELL_LIMIT = 7;
/** The notifications page shows 20 per page. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The bell's unread count is refreshed this often, and only while the tab is visible. */
export const BELL_REFRESH_MS = 60_000;

export interface NotificationList {
  items: NotificationItem[];
  unreadCount: number;
  total: number;
}

export const notificationsQueryKey = ['notifications'] as const;

export const getBellNotifications = (signal?: AbortSignal) =>
  api.get<NotificationList>(`/api/notifications?limit=${BELL_LIMIT}`, signal);

export const getNotificationsPage = (page: number, signal?: AbortSignal) =>
  api.get<NotificationList>(`/api/notifications?page=${page}&pageSize=${NOTIFICATIONS_PAGE_SIZE}`, signal);

export const bellNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'bell'],
    queryFn: ({ signal }) => getBellNotifications(signal),
    // TanStack Query pauses the interval while the tab is hidden (refetchIntervalInBackground).
    refetchInterval: BELL_REFRESH_MS,
    refetchIntervalInBackground: false,
    meta: backgroundQueryMeta,
  });

export const notificationsPageQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'page', page],
    queryFn: ({ signal }) => getNotificationsPage(page, signal),
    placeholderData: keepPreviousData,
  });

export const useBellNotifications = () => useQuery(bellNotificationsQueryOptions());

export const useNotificationsPage = (page: number) => useQuery(notificationsPageQueryOptions(page));
