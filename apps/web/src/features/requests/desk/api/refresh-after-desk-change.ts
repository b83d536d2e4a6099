import type { QueryClient } from '@tanstack/react-query';
import { notificationsQueryKey } from '../../../../lib/api/get-notifications';
import { requestKeys } from '../../../../lib/api/request-keys';

/**
 * After the desk changes a request: every request list (the queue among them), the request's
 * detail (shared with the requests feature's page), the counts, and the notifications (the
 * change may notify the signed-in Admin, when it is their own request).
 */
export function refreshAfterDeskChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: requestKeys.all }),
    queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  ]);
}
