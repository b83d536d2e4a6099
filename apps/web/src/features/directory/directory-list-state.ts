import { msg } from '@lingui/core/macro';
import {
  DIRECTORY_PAGE_SIZE,
  DIRECTORY_SORTS,
  type DirectorySort,
} from '@portico/domain/people/directory-constants';
import type { ListStateOptions } from '../../lib/list-state';

export type DirectoryFilter = 'department';

/**
 * The directory's view in the address (spec §2: text and department filters, 8 a page):
 * soonest celebration first by default. The department is any short text; the server matches
 * it against the HR departments and finds no one for an unknown one.
 */
export const DIRECTORY_LIST_OPTIONS: ListStateOptions<DirectorySort, string, DirectoryFilter> = {
  sorts: DIRECTORY_SORTS,
  view: {
    sort: 'celebration',
    order: 'asc',
    pageSize: DIRECTORY_PAGE_SIZE,
    pageSizes: [DIRECTORY_PAGE_SIZE],
  },
  filters: { department: 'text' },
};

/** The orders offered, each a sort and a direction (its label a descriptor, read at render). */
export const DIRECTORY_ORDERS = [
  { value: 'celebration:asc', label: msg`Upcoming celebrations` },
  { value: 'name:asc', label: msg`Name (A to Z)` },
  { value: 'name:desc', label: msg`Name (Z to A)` },
] as const;
