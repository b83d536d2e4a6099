import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/** Deletes a request (refused while it is Locked). */
export const deleteRequest = (id: string) => api.delete<void>(`/api/requests/${encodeURIComponent(id)}`);

/**
 * Deletes a request. The lists refresh at once; the request's own cache entries are dropped by
 * the caller with `forgetRequest` once it has left the request's page (dropping them while the
 * page still shows it would make that page fetch it again, and 404, before it goes).
 */
export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    onSuccess: () => invalidateRequestLists(queryClient),
    // Refused (it became Locked, or was decided meanwhile): the page shows where it stands now,
    // its status and whether Delete still applies, instead of what it showed before.
    onError: (_error, id) => {
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
      invalidateRequestLists(queryClient);
    },
  });
}
