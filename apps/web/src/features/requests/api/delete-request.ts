import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';

/** Deletes a request (refused while it is Locked). */
export const deleteRequest = (id: string) => api.delete<void>(`/api/requests/${encodeURIComponent(id)}`);

export function useDeleteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRequest,
    // The deleted request's own entry is left to expire: removing it now would make the page
    // still showing it fetch it again (and 404) before the caller navigates away.
    onSuccess: () => invalidateRequestLists(queryClient),
  });
}
