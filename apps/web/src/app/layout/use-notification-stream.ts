import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../lib/api/get-me';
import { notificationsQueryKey } from '../../lib/api/get-notifications';

export const NOTIFICATION_STREAM_URL = '/api/notifications/stream';

/**
 * Keeps the bell and the notifications page current without reloading: one server-sent event
 * stream per tab (the layout mounts once), which says only "something changed"; the lists are
 * then read again through their usual queries. EventSource reconnects on its own after a drop
 * or when the server ends a stream after its lifetime; after a reconnect the lists are read
 * again, since something may have arrived while it was away. When the session ends the stream
 * is closed and the session check takes the person to sign in.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_URL);
    let opened = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    source.addEventListener('ready', () => {
      if (opened) refresh();
      opened = true;
    });
    source.addEventListener('notifications', refresh);
    source.addEventListener('session-ended', () => {
      source.close();
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    });
    return () => source.close();
  }, [queryClient]);
}
