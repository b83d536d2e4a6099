import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Attachment } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { requestKeys } from '../../../lib/api/request-keys';

const attachmentsPath = (requestId: string) => `/api/requests/${encodeURIComponent(requestId)}/attachments`;

/** A request's attachments, oldest first as the server lists them. */
export const getAttachments = async (requestId: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: Attachment[] }>(attachmentsPath(requestId), signal);
  return items;
};

export const attachmentsQueryOptions = (requestId: string) =>
  queryOptions({
    queryKey: requestKeys.attachments(requestId),
    queryFn: ({ signal }) => getAttachments(requestId, signal),
  });

export const useAttachments = (requestId: string) => useQuery(attachmentsQueryOptions(requestId));

/** Downloads with `Content-Disposition: attachment`; `inline` shows a PDF in the browser instead. */
export const attachmentUrl = (requestId: string, attachmentId: string, { inline = false } = {}) =>
  `${attachmentsPath(requestId)}/${encodeURIComponent(attachmentId)}${inline ? '?inline=1' : ''}`;

export const uploadPath = attachmentsPath;
