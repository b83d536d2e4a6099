import { REQUEST_STATUSES } from '@portico/domain/requests/request-constants';
import { REQUEST_SORTS, type RequestSort } from '@portico/domain/requests/request-dto';
import type { ListStateOptions } from '../../../lib/list-state';
import { REQUEST_TABLE_VIEW } from '../request-list-state';

/** The request types the queue can be narrowed to (the server's `type` slugs). */
export const DESK_TYPE_FILTERS = ['support', 'purchase', 'quote', 'project-brief'] as const;
export type DeskFilter = 'type' | 'status';

/**
 * The queue's view in the address: a data table's defaults (10 a page, by Name descending)
 * plus the type and status filters, each limited to the values the server knows.
 */
export const DESK_LIST_OPTIONS: ListStateOptions<RequestSort, string, DeskFilter> = {
  sorts: REQUEST_SORTS,
  view: REQUEST_TABLE_VIEW,
  filters: { type: DESK_TYPE_FILTERS, status: REQUEST_STATUSES },
};
