import type { RequestListQuery, RequestSort } from '@portico/domain/requests/request-dto';
import { useRequestList } from '../../../lib/api/get-request-list';

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

/** The queue is the shared request list's `desk` view, in the order the tests' fetch stand-in expects. */
export const deskQueueQuery = (params: DeskQueueParams): RequestListQuery => ({
  view: 'desk',
  type: params.type ?? undefined,
  status: params.status ?? undefined,
  search: params.search.trim() || undefined,
  page: params.page,
  pageSize: params.pageSize,
  sort: params.sort,
  order: params.order,
});

/** Every request, for Admins working the IT desk (the server answers 403 to anyone else). */
export const useDeskQueue = (params: DeskQueueParams, enabled = true) =>
  useRequestList(deskQueueQuery(params), { enabled });
