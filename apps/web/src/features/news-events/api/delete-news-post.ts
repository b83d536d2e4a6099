import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

export const deleteNewsPost = (id: string) => api.delete<null>(`/api/news-events/${encodeURIComponent(id)}`);

export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsPost,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: newsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: newsKeys.visible() });
    },
  });
}
