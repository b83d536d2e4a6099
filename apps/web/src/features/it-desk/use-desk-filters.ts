import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { REQUEST_SORTS, type RequestSort } from '@portico/domain/requests/request-dto';
import type { DeskPageSize, DeskQueueParams, DeskTypeFilter } from './api/get-desk-queue';

export const DESK_TYPE_FILTERS: DeskTypeFilter[] = ['support', 'purchase', 'quote', 'project-brief'];
export const DESK_PAGE_SIZES: DeskPageSize[] = [5, 10, 50, 'all'];

/** Data tables: 10 per page, sorted by Name descending (spec §2 IT Requests list, §9). */
export const DEFAULT_DESK_PARAMS: DeskQueueParams = {
  type: null,
  status: null,
  search: '',
  page: 1,
  pageSize: 10,
  sort: 'name',
  order: 'desc',
};

const oneOf = <T>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

function readParams(search: URLSearchParams): DeskQueueParams {
  const type = search.get('type');
  const size = search.get('size');
  const pageSize = size === 'all' ? 'all' : Number(size);
  const page = Number(search.get('page'));
  const sort = search.get('sort');
  const order = search.get('order');
  return {
    type: oneOf(DESK_TYPE_FILTERS, type) ? type : null,
    status: search.get('status') || null,
    search: search.get('search') ?? '',
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_DESK_PARAMS.page,
    pageSize: oneOf(DESK_PAGE_SIZES, pageSize) ? pageSize : DEFAULT_DESK_PARAMS.pageSize,
    sort: oneOf<RequestSort>(REQUEST_SORTS, sort) ? sort : DEFAULT_DESK_PARAMS.sort,
    order: order === 'asc' || order === 'desc' ? order : DEFAULT_DESK_PARAMS.order,
  };
}

function writeParams(params: DeskQueueParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.type) search.set('type', params.type);
  if (params.status) search.set('status', params.status);
  if (params.search) search.set('search', params.search);
  if (params.page !== DEFAULT_DESK_PARAMS.page) search.set('page', String(params.page));
  if (params.pageSize !== DEFAULT_DESK_PARAMS.pageSize) search.set('size', String(params.pageSize));
  if (params.sort !== DEFAULT_DESK_PARAMS.sort || params.order !== DEFAULT_DESK_PARAMS.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  return search;
}

/**
 * The queue's filters, page and sort live in the address, so a reload, a shared link or Back
 * from a request shows the same queue. Changing a filter, the page size or the sort goes back
 * to page 1.
 */
export function useDeskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readParams(searchParams), [searchParams]);

  const update = useCallback(
    (changes: Partial<DeskQueueParams>) =>
      setSearchParams(
        (current) => {
          const previous = readParams(current);
          const resetsPage = !('page' in changes);
          return writeParams({ ...previous, ...changes, ...(resetsPage ? { page: 1 } : {}) });
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { params, update };
}
