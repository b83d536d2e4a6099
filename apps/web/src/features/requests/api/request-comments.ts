import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CommentEntry, Timeline } from '@portico/domain/requests/comments/timeline';
import { useIdempotentMutation } from '../../../lib/use-idempotent-mutation';
import { api, type ChangeOptions } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';

const base = (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}`;
const commentUrl = (requestId: string, commentId: string) =>
  `${base(requestId)}/comments/${encodeURIComponent(commentId)}`;

/**
 * A request's comments, approval decisions and status changes, newest last. Read again when
 * the request's status changes on this screen (a decision, the desk's update), since those
 * screens update the request itself, not its timeline.
 */
export function useTimeline(requestId: string, status: string) {
  const queryClient = useQueryClient();
  const seenStatus = useRef(status);
  useEffect(() => {
    if (seenStatus.current === status) return;
    seenStatus.current = status;
    void queryClient.invalidateQueries({ queryKey: requestKeys.timeline(requestId) });
  }, [queryClient, requestId, status]);
  return useQuery({
    queryKey: requestKeys.timeline(requestId),
    queryFn: ({ signal }) => api.get<Timeline>(`${base(requestId)}/timeline`, signal),
  });
}

function useTimelineMutation<Input, Output>(
  requestId: string,
  call: (input: Input, change?: ChangeOptions) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.timeline(requestId) }),
  });
}

export const useAddComment = (requestId: string) =>
  useTimelineMutation(requestId, (body: string, change?: ChangeOptions) =>
    api.post<CommentEntry>(`${base(requestId)}/comments`, { body }, change),
  );

export const useEditComment = (requestId: string) =>
  useTimelineMutation(requestId, ({ id, body }: { id: string; body: string }, change?: ChangeOptions) =>
    api.patch<CommentEntry>(commentUrl(requestId, id), { body }, change),
  );

export const useRemoveComment = (requestId: string) =>
  useTimelineMutation(requestId, (id: string, change?: ChangeOptions) =>
    api.delete<void>(commentUrl(requestId, id), change),
  );
