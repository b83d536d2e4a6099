import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { api } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/** Saves the fields of an existing request (refused while it is Locked). */
export const updateRequest = ({ id, input }: { id: string; input: RequestInput }) =>
  api.patch<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, input);

export function useUpdateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      invalidateRequestLists(queryClient);
    },
  });
}
