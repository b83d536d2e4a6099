import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FulfilmentInput } from '@portico/domain/requests/it-desk';
import type { FulfilmentResult } from '@portico/domain/requests/it-desk-dto';
import { api } from '../../../../lib/api-client';
import { refreshAfterDeskChange } from './refresh-after-desk-change';

/**
 * Status, assignee, notes and dates of a request. A 409 answer says why a status change was
 * refused (a request waiting for an approval can only be cancelled).
 */
export const updateFulfilment = (id: string, changes: FulfilmentInput) =>
  api.patch<FulfilmentResult>(`/api/requests/${encodeURIComponent(id)}/fulfilment`, changes);

export function useUpdateFulfilment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: FulfilmentInput) => updateFulfilment(id, changes),
    onSuccess: () => refreshAfterDeskChange(queryClient),
  });
}
