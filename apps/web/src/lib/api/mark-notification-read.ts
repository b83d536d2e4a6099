import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { api } from '../api-client';
import { notificationsQueryKey } from './get-notifications';

/** Marks one of the signed-in employee's notifications read (the server checks the owner). */
export const markNotificationRead = (id: string) =>
  api.post<NotificationItem>(`/api/notifications/${encodeURIComponent(id)}/read`);

/**
 * The callback is on the hook, not on `mutate`, so the lists refresh even when the bell's
 * dropdown that started it has closed because the click navigated away.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
