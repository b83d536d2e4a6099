import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateQuickLinks } from './get-quick-links';

export const deleteQuickLink = (id: string) => api.delete<{ id: string }>(`/api/quick-links/${id}`);

export function useDeleteQuickLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuickLink,
    onSuccess: () => invalidateQuickLinks(queryClient),
  });
}
