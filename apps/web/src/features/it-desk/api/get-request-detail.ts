import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestDetail } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';

/** One request with what the signed-in person may do with it (`permissions`). */
export const getRequestDetail = (id: string, signal?: AbortSignal) =>
  api.get<RequestDetail>(`/api/requests/${encodeURIComponent(id)}`, signal);

/**
 * The same key as the requests feature's detail page, so saving on the IT desk refreshes that
 * page too. Both cache the same `RequestDetail` answer of the same endpoint.
 */
export const requestDetailQueryKey = (id: string) => ['requests', 'detail', id] as const;

export const requestDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestDetailQueryKey(id),
    queryFn: ({ signal }) => getRequestDetail(id, signal),
  });

export const useRequestDetail = (id: string) => useQuery(requestDetailQueryOptions(id));
