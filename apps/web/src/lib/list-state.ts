/*
 * What a list screen shows — its tab, page, page size, sort, search, filters and hidden columns — read from and
 * written to the address's query string, so a reload, Back and a shared link show the same view.
 * Pure functions here; the hook that binds them to the router is use-list-state.ts.
 */

import { TABLE_PAGE_SIZES } from '@portico/domain/shared/list-query';

/** Rows per page: a number, or 'all' (the server still caps it, see MAX_PAGE_SIZE). */
export type PageSize = number | 'all';

/** The data tables' page sizes: 5, 10, 50 and All. */
export const DATA_TABLE_PAGE_SIZES: readonly PageSize[] = TABLE_PAGE_SIZES.map((size) =>
  size === 'All' ? 'all' : size,
);
export type SortOrder = 'asc' | 'desc';

/** How one list (or one tab of a list) starts, and the page sizes it offers. */
export interface ListView<Sort extends string> {
  sort: Sort;
  order: SortOrder;
  pageSize: PageSize;
  pageSizes: readonly PageSize[];
  /** Columns hidden until the person shows them with the Columns toggle (spec's hidden columns). */
  hiddenColumns?: readonly string[];
}

export interface ListStateOptions<
  Sort extends string,
  Tab extends string = string,
  Filter extends string = string,
> {
  /** The tabs that may be asked for, the first being the default; omit for a list without tabs. */
  tabs?: readonly Tab[];
  /** The columns the server sorts by; anything else in the address falls back to the default. */
  sorts: readonly Sort[];
  /** The defaults, or per tab when the tabs start differently (a ranking starts in rank order). */
  view: ListView<Sort> | ((tab: Tab | undefined) => ListView<Sort>);
  /** Each filter's allowed values, or 'text' for any short text. */
  filters?: Readonly<Record<Filter, readonly string[] | 'text'>>;
  /**
   * Parameters of the page around the list that its changes keep as they are: a list inside a
   * tab keeps the page's `tab`, which the list itself does not own.
   */
  keep?: readonly string[];
}

export interface ListState<Sort extends string, Tab extends string = string, Filter extends string = string> {
  tab: Tab | undefined;
  page: number;
  pageSize: PageSize;
  sort: Sort;
  order: SortOrder;
  /** The committed search ('' for none), trimmed. */
  search: string;
  filters: Partial<Record<Filter, string>>;
  /** The ids of the columns the person hid with the Columns toggle, in the order hidden. */
  hiddenColumns: readonly string[];
  /** The page sizes this list offers (from its view). */
  pageSizes: readonly PageSize[];
}

/** The server refuses longer searches and filter texts (request-dto.ts). */
const MAX_TEXT = 200;

/** The address's names for each part, short because people share these links. */
export const PARAM = {
  tab: 'tab',
  page: 'page',
  pageSize: 'size',
  sort: 'sort',
  order: 'order',
  search: 'search',
  hiddenColumns: 'hide',
} as const;

/** A column id as the tables name them ('createdAt', 'purchase_status'); anything else is dropped. */
const COLUMN_ID = /^[A-Za-z][\w.-]{0,39}$/;
const MAX_HIDDEN_COLUMNS = 30;

/** Hidden columns from the address: 'hide=status,createdAt', each id once, unknown shapes dropped. */
function readHiddenColumns(raw: string | null): string[] {
  const ids = (raw ?? '').split(',').filter((id) => COLUMN_ID.test(id));
  return [...new Set(ids)].slice(0, MAX_HIDDEN_COLUMNS);
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): value is T =>
  value !== null && (values as readonly string[]).includes(value);

export const viewOf = <Sort extends string, Tab extends string>(
  options: ListStateOptions<Sort, Tab, string>,
  tab: Tab | undefined,
): ListView<Sort> => (typeof options.view === 'function' ? options.view(tab) : options.view);

function readPageSize(raw: string | null, view: ListView<string>): PageSize {
  const size: PageSize | null = raw === 'all' ? 'all' : raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return size !== null && view.pageSizes.includes(size) ? size : view.pageSize;
}

function readText(raw: string | null): string {
  const text = (raw ?? '').trim();
  return text.length <= MAX_TEXT ? text : '';
}

/** The view the address asks for; anything missing or not allowed falls back to the default. */
export function readListState<Sort extends string, Tab extends string, Filter extends string>(
  params: URLSearchParams,
  options: ListStateOptions<Sort, Tab, Filter>,
): ListState<Sort, Tab, Filter> {
  const rawTab = params.get(PARAM.tab);
  const tab = options.tabs ? (oneOf(options.tabs, rawTab) ? rawTab : options.tabs[0]) : undefined;
  const view = viewOf(options, tab);
  const rawPage = params.get(PARAM.page) ?? '';
  const page = /^\d{1,6}$/.test(rawPage) && Number(rawPage) >= 1 ? Number(rawPage) : 1;
  const rawSort = params.get(PARAM.sort);
  const rawOrder = params.get(PARAM.order);

  const filters: Partial<Record<Filter, string>> = {};
  for (const [name, allowed] of Object.entries(options.filters ?? {}) as [
    Filter,
    readonly string[] | 'text',
  ][]) {
    const raw = params.get(name);
    const value = allowed === 'text' ? readText(raw) : oneOf(allowed, raw) ? raw : '';
    if (value) filters[name] = value;
  }

  return {
    tab,
    page,
    pageSize: readPageSize(params.get(PARAM.pageSize), view),
    sort: oneOf(options.sorts, rawSort) ? rawSort : view.sort,
    order: rawOrder === 'asc' || rawOrder === 'desc' ? rawOrder : view.order,
    search: readText(params.get(PARAM.search)),
    filters,
    // No 'hide' at all is the list's default; 'hide=' (empty) is every column shown.
    hiddenColumns:
      params.get(PARAM.hiddenColumns) === null
        ? [...(view.hiddenColumns ?? [])]
        : readHiddenColumns(params.get(PARAM.hiddenColumns)),
    pageSizes: view.pageSizes,
  };
}

/** The address for a view, leaving out what is the default so links stay short. */
export function writeListState<Sort extends string, Tab extends string, Filter extends string>(
  state: Omit<ListState<Sort, Tab, Filter>, 'pageSizes'>,
  options: ListStateOptions<Sort, Tab, Filter>,
): URLSearchParams {
  const params = new URLSearchParams();
  const view = viewOf(options, state.tab);
  if (options.tabs && state.tab && state.tab !== options.tabs[0]) params.set(PARAM.tab, state.tab);
  for (const [name, value] of Object.entries(state.filters) as [Filter, string | undefined][]) {
    if (value) params.set(name, value);
  }
  if (state.search) params.set(PARAM.search, state.search);
  if (state.sort !== view.sort) params.set(PARAM.sort, state.sort);
  if (state.order !== view.order) params.set(PARAM.order, state.order);
  if (state.pageSize !== view.pageSize) params.set(PARAM.pageSize, String(state.pageSize));
  if (state.page !== 1) params.set(PARAM.page, String(state.page));
  const hidden = readHiddenColumns(state.hiddenColumns.join(','));
  const byDefault = view.hiddenColumns ?? [];
  const asDefault = hidden.length === byDefault.length && hidden.every((id) => byDefault.includes(id));
  if (!asDefault) params.set(PARAM.hiddenColumns, hidden.join(','));
  return params;
}

/** What a server-driven list asks its endpoint for: the page, its size, the sort and the search. */
export const pageQueryOf = <Sort extends string>(
  list: Pick<ListState<Sort>, 'page' | 'pageSize' | 'sort' | 'order' | 'search'>,
) => ({
  page: list.page,
  pageSize: list.pageSize,
  sort: list.sort,
  order: list.order,
  search: list.search,
});

/**
 * The address a list's next change starts from. A change is written before the router commits
 * it (React Router navigates in a transition), and on a busy machine an earlier change can
 * commit after a later one was written: the IT desk's sort, clicked after its search, started
 * from the page size's address, which arrived late, and dropped the search. What is seen of our
 * own earlier writes therefore never undoes a later one; anything else seen (Back, a link) is
 * the address from then on.
 */
export function paramsTracker(initial: URLSearchParams) {
  let current = initial;
  let unseen: string[] = [];
  return {
    current: () => current,
    wrote(next: URLSearchParams) {
      current = next;
      unseen.push(next.toString());
    },
    saw(params: URLSearchParams) {
      const index = unseen.indexOf(params.toString());
      if (index === -1) {
        unseen = [];
        current = params;
        return;
      }
      unseen = unseen.slice(index + 1);
      if (unseen.length === 0) current = params;
    },
  };
}
