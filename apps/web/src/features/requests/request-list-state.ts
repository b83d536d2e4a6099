import { DEFAULT_PAGE_SIZE, EDITABLE_DEFAULT_PAGE_SIZE } from '@portico/domain/requests/request-constants';
import type { RequestListQuery, RequestSort } from '@portico/domain/requests/request-dto';
import { DATA_TABLE_PAGE_SIZES, type ListState, type ListView } from '../../lib/list-state';

/*
 * How IT request lists start (spec §2 IT Requests list, §9), shared by the requests feature's
 * tables and the IT desk's queue, which list the same rows from the same endpoint.
 */

/** 10 rows a page, sorted by Name (the request number) descending. */
export const REQUEST_TABLE_VIEW: ListView<RequestSort> = {
  sort: 'name',
  order: 'desc',
  pageSize: DEFAULT_PAGE_SIZE,
  pageSizes: DATA_TABLE_PAGE_SIZES,
};

/** The editable ranking list starts at 25 rows (so it offers 25 too), in rank order. */
export const RANKING_TABLE_VIEW: ListView<RequestSort> = {
  sort: 'rank',
  order: 'asc',
  pageSize: EDITABLE_DEFAULT_PAGE_SIZE,
  pageSizes: [5, 10, EDITABLE_DEFAULT_PAGE_SIZE, 50, 'all'],
};

/**
 * What a request list asks the server for: its fixed part (view, a type) and the on-screen
 * state. The order of the keys is the query string's order.
 */
export function requestListQuery(
  fixed: Pick<RequestListQuery, 'view' | 'type'>,
  list: Pick<ListState<RequestSort>, 'search' | 'page' | 'pageSize' | 'sort' | 'order'> & {
    filters?: Partial<Record<string, string>>;
  },
): RequestListQuery {
  return {
    view: fixed.view,
    type: (list.filters?.type as RequestListQuery['type']) ?? fixed.type,
    status: list.filters?.status,
    search: list.search || undefined,
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    order: list.order,
  };
}

/** The CSV of the same list: every matching row in the on-screen order, not only this page. */
export function exportQuery(query: RequestListQuery): RequestListQuery {
  const { page: _page, pageSize: _pageSize, ...rest } = query;
  return rest;
}
