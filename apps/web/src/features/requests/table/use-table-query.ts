import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { SortingState } from '@tanstack/react-table';
import type { RequestListQuery, RequestSort } from '@portico/domain/requests/request-dto';

/** A page size of the data tables: 5, 10, 50 or All (and 25 in the editable variant). */
export type PageSize = number | 'all';

/** The tables sort by Name, newest first, until someone picks another column (spec §2). */
export const DEFAULT_SORTING: SortingState = [{ id: 'name', desc: true }];
const SEARCH_DEBOUNCE_MS = 300;

/**
 * What a server-driven table asks for: its fixed filters (view, type) plus the page, page size,
 * sort and search chosen on screen. Changing the size, sort or search goes back to page 1.
 */
export function useTableQuery(
  base: RequestListQuery,
  defaultPageSize: PageSize,
  defaultSorting: SortingState = DEFAULT_SORTING,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<PageSize>(defaultPageSize);
  const [sorting, setSortingState] = useState<SortingState>(defaultSorting);
  const [search, setSearchState] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The page resets when the debounced search changes, not on every keystroke.
  const [searchedFor, setSearchedFor] = useState(debouncedSearch);
  if (searchedFor !== debouncedSearch) {
    setSearchedFor(debouncedSearch);
    setPage(1);
  }

  const sort = sorting[0] ?? defaultSorting[0] ?? DEFAULT_SORTING[0]!;
  const query: RequestListQuery = {
    ...base,
    search: debouncedSearch || undefined,
    page,
    pageSize,
    sort: sort.id as RequestSort,
    order: sort.desc ? 'desc' : 'asc',
  };

  return {
    query,
    page,
    setPage,
    pageSize,
    setPageSize: (next: PageSize) => {
      setPageSizeState(next);
      setPage(1);
    },
    sorting,
    setSorting: (next: SortingState) => {
      setSortingState(next.length > 0 ? next : defaultSorting);
      setPage(1);
    },
    search,
    setSearch: setSearchState,
  };
}
