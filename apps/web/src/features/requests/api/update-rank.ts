import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';

/** Sets (digits only) or clears (null) an approved project's priority rank (Admins only). */
export const updateRank = ({ id, rank }: { id: string; rank: number | null }) =>
  api.patch<RequestDetail>(`/api/requests/${encodeURIComponent(id)}/rank`, { rank });

export function useUpdateRank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRank,
    // Settles once the lists show the new rank, so the cell never flashes the old one.
    onSuccess: (request) => {
      queryClient.setQueryData(requestKeys.detail(request.id), request);
      return queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
    },
  });
}
