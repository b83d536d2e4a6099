import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';
import { attachmentUrl } from './get-attachments';

export const deleteAttachment = ({ requestId, attachmentId }: { requestId: string; attachmentId: string }) =>
  api.delete<void>(attachmentUrl(requestId, attachmentId));

export function useDeleteAttachment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attachmentId: string) => deleteAttachment({ requestId, attachmentId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.attachments(requestId) }),
  });
}
