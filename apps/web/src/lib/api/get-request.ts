import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { api } from '../api-client';
import { requestKeys } from './request-keys';

/*
 * Shared by the requests feature (detail, edit, attachments) and the IT desk (its side panel):
 * one cache entry per request, so a change on either screen shows on the other.
 */

/** One request with what the signed-in person may do with it; 404 when missing or not theirs. */
export const getRequest = (id: string, signal?: AbortSignal) =>
  api.get<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, signal);

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestKeys.detail(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });

export const useRequest = (id: string) => useQuery(requestQueryOptions(id));
