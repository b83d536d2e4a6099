import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { QuickLinkList, QuickLinkSort } from '@portico/domain/quick-links/quick-link-schema';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api, withQuery } from '../../../lib/api-client';

export interface QuickLinkListParams {
  page: number;
  pageSize: number | 'all';
  search?: string;
  sort?: QuickLinkSort;
  order?: SortOrder;
}

/** Every quick-link list is under this key, and so are the sidebar's corporate links. */
export const quickLinkKeys = {
  all: ['quick-links'] as const,
  list: (params: QuickLinkListParams) => ['quick-links', 'list', params] as const,
};

/** A page of the person's own links and the corporate ones, newest first by default. */
export function getQuickLinks(params: QuickLinkListParams, signal?: AbortSignal) {
  return api.get<QuickLinkList>(withQuery('/api/quick-links', params), signal);
}

export const quickLinksQueryOptions = (params: QuickLinkListParams) =>
  queryOptions({
    queryKey: quickLinkKeys.list(params),
    queryFn: ({ signal }) => getQuickLinks(params, signal),
    // Paging and searching keep the current links on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useQuickLinks = (params: QuickLinkListParams) => useQuery(quickLinksQueryOptions(params));

/** After a change: the grid, the table and the sidebar's Corporate Links refresh. */
export const invalidateQuickLinks = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: quickLinkKeys.all });
