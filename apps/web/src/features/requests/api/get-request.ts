import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { requestsQueryKey } from '../../../lib/api/get-request-list';

/** One request with what the signed-in person may do with it; 404 when missing or not theirs. */
export const getRequest = (id: string, signal?: AbortSignal) =>
  api.get<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, signal);

export const requestQueryKey = (id: string) => [...requestsQueryKey, 'detail', id] as const;

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestQueryKey(id),
    queryFn: ({ signal }) => getRequest(id, signal),
  });

export const useRequest = (id: string) => useQuery(requestQueryOptions(id));
