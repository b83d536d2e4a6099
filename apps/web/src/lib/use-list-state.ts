import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  PARAM,
  paramsTracker,
  readListState,
  writeListState,
  type ListState,
  type ListStateOptions,
  type PageSize,
  type SortOrder,
} from './list-state';

export interface ListControls<
  Sort extends string,
  Tab extends string = string,
  Filter extends string = string,
> extends ListState<Sort, Tab, Filter> {
  /** Another tab is another list: it opens on its own defaults. */
  setTab: (tab: Tab) => void;
  setPage: (page: number) => void;
  setPageSize: (pageSize: PageSize) => void;
  setSort: (sort: Sort, order: SortOrder) => void;
  setSearch: (search: string) => void;
  setFilter: (name: Filter, value: string | null) => void;
  /** Showing or hiding columns keeps the page: the rows are the same. */
  setHiddenColumns: (hiddenColumns: readonly string[]) => void;
}

/** What the table reads and changes of a list's state; tabs and filters are the screen's. */
export type TableListControls<Sort extends string> = Pick<
  ListControls<Sort>,
  | 'page'
  | 'pageSize'
  | 'pageSizes'
  | 'sort'
  | 'order'
  | 'search'
  | 'setPage'
  | 'setPageSize'
  | 'setSort'
  | 'setSearch'
  | 'hiddenColumns'
  | 'setHiddenColumns'
>;

/**
 * A list's view (tab, page, page size, sort, search, filters, hidden columns) kept in the address (DESIGN §7),
 * so Back from a request, a reload or a shared link shows the same rows. Changing anything but
 * the page goes back to page 1. Paging and sorting replace the history entry — Back leaves the
 * list rather than stepping through its pages — while a new tab is a new entry.
 *
 * `options` should be a constant (or memoised): it says what the address may hold.
 */
export function useListState<
  Sort extends string,
  Tab extends string = string,
  Filter extends string = string,
>(options: ListStateOptions<Sort, Tab, Filter>): ListControls<Sort, Tab, Filter> {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readListState(params, options), [params, options]);

  // The address as last written, not as last rendered: React Router's functional update reads
  // the params of the last render, so a debounced search landing right after a page-size change
  // (before the re-render) would write the address without the new size; and a late render of
  // an earlier change must not undo a later one (paramsTracker). One for the list's life.
  const [latest] = useState(() => paramsTracker(params));
  useEffect(() => {
    latest.saw(params);
  }, [latest, params]);

  type State = ListState<Sort, Tab, Filter>;
  const change = useCallback(
    (changes: (previous: State) => Partial<State>) => {
      const previous = readListState(latest.current(), options);
      const next = writeListState({ ...previous, page: 1, ...changes(previous) }, options);
      for (const name of options.keep ?? []) {
        const kept = latest.current().get(name);
        if (kept !== null) next.set(name, kept);
      }
      latest.wrote(next);
      setParams(next, { replace: true });
    },
    [latest, setParams, options],
  );

  return useMemo(
    () => ({
      ...state,
      setTab: (tab) => {
        latest.wrote(new URLSearchParams(tab === options.tabs?.[0] ? {} : { [PARAM.tab]: tab }));
        setParams(latest.current());
      },
      setPage: (page) => change(() => ({ page })),
      setPageSize: (pageSize) => change(() => ({ pageSize })),
      setSort: (sort, order) => change(() => ({ sort, order })),
      setSearch: (search) => change(() => ({ search: search.trim() })),
      setFilter: (name, value) =>
        change((previous) => ({ filters: { ...previous.filters, [name]: value || undefined } })),
      setHiddenColumns: (hiddenColumns) => change((previous) => ({ page: previous.page, hiddenColumns })),
    }),
    [state, change, latest, setParams, options],
  );
}
