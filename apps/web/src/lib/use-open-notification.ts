import { useCallback } from 'react';
import type { NotificationItem } from '@portico/domain/notifications/notification-types';
import { useMarkNotificationRead } from './api/mark-notification-read';

/**
 * Spec §4: clicking an unread notification marks it read, and any click goes to its target
 * (the entry is a link to `item.target`, so the router navigates). The mark-read call is not
 * awaited: the page the link opens does not depend on it, and the lists refresh when it ends.
 */
export function useOpenNotification() {
  const markRead = useMarkNotificationRead();
  const { mutate } = markRead;
  const onOpen = useCallback(
    (item: NotificationItem) => {
      if (!item.isRead) mutate(item.id);
    },
    [mutate],
  );
  return { onOpen, markRead };
}
