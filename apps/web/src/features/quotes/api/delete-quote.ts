import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { quoteKeys } from './quote-keys';

export const deleteQuote = (id: string) => api.delete<null>(`/api/admin/quotes/${encodeURIComponent(id)}`);

export function useDeleteQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}
