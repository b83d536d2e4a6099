import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '@portico/domain/requests/request-dto';
import { api } from '../api-client';
import { requestsQueryKey } from './get-request-list';

/** The dashboard tile's open-request count and the Approval Requests tab's badge count. */
export const getRequestSummary = (signal?: AbortSignal) =>
  api.get<RequestSummary>('/api/requests/summary', signal);

export const requestSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'summary'] as const,
    queryFn: ({ signal }) => getRequestSummary(signal),
  });

export const useRequestSummary = () => useQuery(requestSummaryQueryOptions());
