import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '@portico/domain/requests/request-dto';
import { api } from '../api-client';
import { requestKeys } from './request-keys';

/** The dashboard tile's open-request count and the Approval Requests tab's badge count. */
export const getRequestSummary = (signal?: AbortSignal) =>
  api.get<RequestSummary>('/api/requests/summary', signal);

export const requestSummaryQueryOptions = () =>
  queryOptions({
    queryKey: requestKeys.summary(),
    queryFn: ({ signal }) => getRequestSummary(signal),
  });

export const useRequestSummary = () => useQuery(requestSummaryQueryOptions());
