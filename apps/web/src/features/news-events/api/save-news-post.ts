import { useQueryClient } from '@tanstack/react-query';
import type { NewsPost } from '@portico/domain/news-events/news-dto';
import type { NewsPostInput } from '@portico/domain/news-events/news-schema';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { newsKeys } from '../../../lib/api/news-keys';

/** Publishes a new post (id absent) or saves the author's changes; 400 answers carry field errors. */
export const saveNewsPost = ({ id, input }: { id?: string; input: NewsPostInput }, change?: ChangeOptions) =>
  id
    ? api.patch<NewsPost>(`/api/news-events/${encodeURIComponent(id)}`, input, change)
    : api.post<NewsPost>('/api/news-events', input, change);

export function useSaveNewsPost() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: saveNewsPost,
    onSuccess: (post) => {
      queryClient.setQueryData(newsKeys.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: newsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: newsKeys.visible() });
    },
  });
}
