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
 * is closed and the session check takes the person to sign in. A person keeps a few streams
 * (the server's STREAMS_PER_PERSON): when a newer tab's replaces this one's, this tab opens
 * its stream again the next time it is looked at.
 */
export function useNotificationStream() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let opened = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
    const open = () => {
      const current = new EventSource(NOTIFICATION_STREAM_URL);
      source = current;
      current.addEventListener('ready', () => {
        if (opened) refresh();
        opened = true;
      });
      current.addEventListener('notifications', refresh);
      current.addEventListener('session-ended', () => {
        current.close();
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      });
      current.addEventListener('replaced', () => {
        current.close();
        source = undefined;
      });
    };
    const reopenWhenLookedAt = () => {
      if (!source && document.visibilityState === 'visible') open();
    };
    open();
    document.addEventListener('visibilitychange', reopenWhenLookedAt);
    return () => {
      document.removeEventListener('visibilitychange', reopenWhenLookedAt);
      source?.close();
    };
  }, [queryClient]);
}
