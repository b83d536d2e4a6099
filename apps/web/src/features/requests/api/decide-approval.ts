import { useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import type { ApprovalDecisionInput } from '@portico/domain/requests/request-schemas';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, isApiError, type ChangeOptions } from '../../../lib/api-client';
import { invalidateRequestLists } from '../../../lib/api/get-request-list';
import { requestKeys } from '../../../lib/api/request-keys';

/** Approves or rejects one approval step; 403 when not eligible, 409 when already decided. */
export const decideApproval = (
  { id, decision }: { id: string; decision: ApprovalDecisionInput },
  change?: ChangeOptions,
) => api.post<RequestDetail>(`/api/requests/${encodeURIComponent(id)}/approvals`, decision, change);

export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: decideApproval,
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      invalidateRequestLists(queryClient);
      void queryClient.invalidateQueries({ queryKey: requestKeys.approvals(request.id) });
    },
    // Someone else decided first (or the desk cancelled): reload the request and its history,
    // so the screen shows where it stands instead of a form that no longer applies.
    onError: (error, { id }) => {
      if (!isApiError(error, 409)) return;
      void queryClient.invalidateQueries({ queryKey: requestKeys.detail(id) });
      invalidateRequestLists(queryClient);
    },
  });
}
