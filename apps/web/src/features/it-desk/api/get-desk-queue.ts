import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestList, RequestSort } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';

export type DeskTypeFilter = 'support' | 'purchase' | 'quote' | 'project-brief';
export type DeskPageSize = 5 | 10 | 50 | 'all';

/** What the IT desk queue asks the server for: `GET /api/requests?view=desk&…`. */
export interface DeskQueueParams {
  type: DeskTypeFilter | null;
  status: string | null;
  search: string;
  page: number;
  pageSize: DeskPageSize;
  sort: RequestSort;
  order: 'asc' | 'desc';
}

/** The query string, in a fixed order (the tests' fetch stand-in matches whole URLs). */
export function deskQueueUrl(params: DeskQueueParams): string {
  const query = new URLSearchParams({ view: 'desk' });
  if (params.type) query.set('type', params.type);
  if (params.status) query.set('status', params.status);
  if (params.search.trim()) query.set('search', params.search.trim());
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  query.set('sort', params.sort);
  query.set('order', params.order);
  return `/api/requests?${query.toString()}`;
}

/** Every request, for Admins working the IT desk (the server answers 403 to anyone else). */
export const getDeskQueue = (params: DeskQueueParams, signal?: AbortSignal) =>
  api.get<RequestList>(deskQueueUrl(params), signal);

/** The IT desk's own keys, apart from the requests feature's. */
export const itDeskQueryKey = ['it-desk'] as const;
export const deskQueueQueryKey = [...itDeskQueryKey, 'queue'] as const;

export const deskQueueQueryOptions = (params: DeskQueueParams) =>
  queryOptions({
    queryKey: [...deskQueueQueryKey, params],
    queryFn: ({ signal }) => getDeskQueue(params, signal),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useDeskQueue = (params: DeskQueueParams, enabled = true) =>
  useQuery({ ...deskQueueQueryOptions(params), enabled });
