import { useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import type { RequestInput } from '@portico/domain/requests/request-schemas';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/** Saves a new request; a 400 answer carries field errors keyed like the form. */
export const createRequest = (input: RequestInput, change?: ChangeOptions) =>
  api.post<RequestDetail>('/api/requests', input, change);

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createRequest,
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      invalidateRequestLists(queryClient);
    },
  });
}
