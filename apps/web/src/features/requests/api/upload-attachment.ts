import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attachment } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';
import { uploadPath } from './get-attachments';

/** Uploads one file (multipart field 'file'); 400 and 413 answers carry the spec's messages. */
export const uploadAttachment = ({ requestId, file }: { requestId: string; file: File }) => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<Attachment>(uploadPath(requestId), body);
};

export function useUploadAttachment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAttachment({ requestId, file }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestKeys.attachments(requestId) }),
  });
}
