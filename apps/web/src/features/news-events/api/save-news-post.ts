import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import type { NewsPostInput } from '@portico/domain/news-events/news-schema';
import { api } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** Publishes a new post (id absent) or saves the author's changes; 400 answers carry field errors. */
export const saveNewsPost = ({ id, input }: { id?: string; input: NewsPostInput }) =>
  id
    ? api.patch<NewsPost>(`/api/news-events/${encodeURIComponent(id)}`, input)
    : api.post<NewsPost>('/api/news-events', input);

export function useSaveNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNewsPost,
    onSuccess: (post) => {
      queryClient.setQueryData(newsKeys.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: newsKeys.visible() });
    },
  });
}
