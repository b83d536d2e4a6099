import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { RequestList, RequestListQuery } from '@portico/domain/requests/request-dto';
import { api, searchParamsOf } from '../api-client';
import { requestKeys } from './request-keys';

/*
 * Shared by the IT requests feature (its tables), the IT desk (its queue, `view=desk`) and the
 * dashboard (the 5 most recent requests): one wrapper of `GET /api/requests`, so all read one
 * cache entry per query and one invalidation refreshes them all.
 */

/** The list's filters as a query string, without empty values; also used by the CSV export. */
export const requestListSearchParams = (query: RequestListQuery): URLSearchParams => searchParamsOf(query);

export const getRequestList = (query: RequestListQuery, signal?: AbortSignal) =>
  api.get<RequestList>(`/api/requests?${requestListSearchParams(query).toString()}`, signal);

export const requestListQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: requestKeys.list(query),
    queryFn: ({ signal }) => getRequestList(query, signal),
    // Paging and sorting keep the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useRequestList = (query: RequestListQuery, { enabled = true } = {}) =>
  useQuery({ ...requestListQueryOptions(query), enabled });

/** The CSV download of a list with the same filters (the server escapes formula cells). */
export const requestExportUrl = (query: RequestListQuery) =>
  `/api/requests/export.csv?${requestListSearchParams(query).toString()}`;

/** After a request changes: every list and the counts refresh (in the background). */
export function invalidateRequestLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: requestKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: requestKeys.summary() });
}
