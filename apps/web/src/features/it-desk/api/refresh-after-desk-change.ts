import type { QueryClient } from '@tanstack/react-query';
import { deskQueueQueryKey } from './get-desk-queue';
import { requestDetailQueryKey } from './get-request-detail';

/**
 * After the desk changes a request: the queue, the request's detail (shared with the requests
 * feature's page), every other request list that may show its status, and the notifications
 * (the change may notify the signed-in Admin, when it is their own request).
 */
export function refreshAfterDeskChange(queryClient: QueryClient, id: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: deskQueueQueryKey }),
    queryClient.invalidateQueries({ queryKey: requestDetailQueryKey(id) }),
    queryClient.invalidateQueries({ queryKey: ['requests'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  ]);
}
