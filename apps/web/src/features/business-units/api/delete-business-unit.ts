import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { afterBusinessUnitChange } from './get-business-units';

export const deleteBusinessUnit = (unitId: string) => api.delete<void>(`/api/admin/business-units/${unitId}`);

export function useDeleteBusinessUnit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessUnit,
    onSuccess: () => afterBusinessUnitChange(queryClient),
  });
}
