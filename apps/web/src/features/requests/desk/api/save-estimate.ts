import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EstimateInput } from '@portico/domain/requests/it-desk';
import type { EstimateResult } from '@portico/domain/requests/it-desk-dto';
import { api } from '../../../../lib/api-client';
import { refreshAfterDeskChange } from './refresh-after-desk-change';

/**
 * Saves the estimate of a pre-approved project brief, and with `send: true` sends it to the
 * estimate approver. A 409 answer means the project is not waiting for an estimate.
 */
export const saveEstimate = (id: string, estimate: EstimateInput) =>
  api.put<EstimateResult>(`/api/requests/${encodeURIComponent(id)}/estimate`, estimate);

export function useSaveEstimate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimate: EstimateInput) => saveEstimate(id, estimate),
    onSuccess: () => refreshAfterDeskChange(queryClient),
  });
}
