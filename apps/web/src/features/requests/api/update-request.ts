import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { api, isApiError } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/**
 * Saves the fields of an existing request (refused while it is Locked), made on the saved state
 * `version` names: if the request changed since (another tab, another person), 409.
 */
export const updateRequest = ({ id, input, version }: { id: string; input: RequestInput; version: string }) =>
  api.patch<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, input, { ifMatch: version });

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      invalidateRequestLists(queryClient);
    },
    // Changed meanwhile: the saved request is read again, for whoever opens it next.
    onError: (error, { id }) => {
      if (isApiError(error, 409)) void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
    },
  });
}
