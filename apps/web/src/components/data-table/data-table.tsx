// A table's search box, page-size select and pager are not in the first paint's sheet: the
// table brings their styles wherever it is used.
import '../../lib/mantine-styles-later';
import { useEffect, type ReactNode } from 'react';
import { Alert, Box, LoadingOverlay, Table } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TableListControls } from '../../lib/use-list-state';
import classes from './data-table.module.css';
import { pageCountOf } from './page-window';
import { SortHeader } from './sort-header';
import { TablePager } from './table-pager';
import { TableRows } from './table-rows';
import { TableToolbar } from './table-toolbar';

/** One page of rows and how many match in all: what a paged list endpoint answers. */
/** A table's columns. TanStack's own idiom: columns of different value types in one list need `any`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type TableColumns<Row> = ColumnDef<Row, any>[];

export interface PagedRows<Row> {
  items: Row[];
  total: number;
  /** `total` is where the server stopped counting: more match (decision 071). */
  moreThanTotal?: boolean;
}

/** The parts of a TanStack Query result the table shows. */
export interface PagedResult<Row> {
  data: PagedRows<Row> | undefined;
  isPending: boolean;
  isFetching: boolean;
  /** True while the rows on screen are the previous query's (another page, sort or search). */
  isPlaceholderData: boolean;
  isError: boolean;
}

export interface DataTableProps<Row, Sort extends string> {
  /** The table's accessible name, e.g. 'My Requests'. */
  label: string;
  columns: TableColumns<Row>;
  /** The page, size, sort and search, kept in the address (lib/use-list-state.ts). */
  list: TableListControls<Sort>;
  result: PagedResult<Row>;
  getRowId: (row: Row) => string;
  /** Rows to highlight; a cell should say why in words too. */
  isHighlighted?: (row: Row) => boolean;
  /** The server's CSV export of the same view (every page). */
  csvUrl?: string;
  /** The list's own filters, shown in the toolbar. */
  filters?: ReactNode;
  errorMessage?: string;
  /**
   * Below this width the table scrolls sideways rather than squeezing its columns. Above it,
   * headers and long cells wrap so the table fits a laptop screen (1280 px and up) whole.
   */
  minWidth?: number;
}

/**
 * A table whose rows the server pages, sorts and searches (DESIGN §6, §7): TanStack Table in
 * manual mode for the columns, sort state and column visibility, Mantine for the markup, and
 * the list state in the address. Loading, empty and error states are built in; the error state
 * is the error alone.
 */
export function DataTable<Row, Sort extends string>({
  label,
  columns,
  list,
  result,
  getRowId,
  isHighlighted,
  csvUrl,
  filters,
  errorMessage,
  minWidth = 760,
}: DataTableProps<Row, Sort>) {
  const { t } = useLingui();
  // Hidden columns live in the address with the rest of the view, so reload, Back and a shared
  // link show the same columns.
  const columnVisibility: VisibilityState = Object.fromEntries(list.hiddenColumns.map((id) => [id, false]));
  const sorting: SortingState = [{ id: list.sort, desc: list.order === 'desc' }];
  const total = result.data?.total ?? 0;
  const moreThanTotal = result.data?.moreThanTotal ?? false;

  // TanStack Table returns a new table object each render, which the React Compiler cannot memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: result.data?.items ?? [],
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting, columnVisibility },
    onColumnVisibilityChange: (updater: Updater<VisibilityState>) => {
      const next = typeof updater === 'function' ? updater(columnVisibility) : updater;
      list.setHiddenColumns(Object.keys(next).filter((id) => next[id] === false));
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = typeof updater === 'function' ? updater(sorting) : updater;
      if (first) list.setSort(first.id as Sort, first.desc ? 'desc' : 'asc');
    },
  });

  // A shared link or Back may name a page the list no longer has: show its last page.
  const pageCount = pageCountOf(total, list.pageSize, moreThanTotal);
  const { page, setPage } = list;
  const pastTheEnd = result.data !== undefined && !result.isFetching && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount);
  }, [pastTheEnd, pageCount, setPage]);

  const failed = result.isError;
  // The veil covers rows that are not the ones asked for (the previous page, sort or search), so
  // nobody opens a row of the old list. A background refresh of the same list leaves its rows
  // usable: they are current, and a click on one must never be swallowed by a passing veil.
  const busy = result.isPlaceholderData;
  return (
    <div>
      <TableToolbar
        label={label}
        search={list.search}
        onSearchChange={list.setSearch}
        filters={filters}
        csvUrl={csvUrl}
        columns={table.getAllLeafColumns()}
      />
      {/* A list that could not be loaded shows the error alone: no stale or empty rows, no pager. */}
      {failed ? (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle aria-hidden="true" />}>
          {errorMessage ?? t`The list could not be loaded. Use Refresh at the top of the page to try again.`}
        </Alert>
      ) : (
        <>
          <Box pos="relative">
            <LoadingOverlay
              visible={busy}
              zIndex={5}
              overlayProps={{ blur: 1 }}
              loaderProps={{ size: 'sm' }}
            />
            <Table.ScrollContainer minWidth={minWidth} className={classes.scroll}>
              <Table
                highlightOnHover
                verticalSpacing="xs"
                horizontalSpacing={8}
                className={classes.table}
                aria-label={label}
                aria-busy={result.isFetching}
              >
                <Table.Thead>
                  {table.getHeaderGroups().map((group) => (
                    <Table.Tr key={group.id}>
                      {group.headers.map((header) => (
                        <SortHeader key={header.id} header={header} />
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Thead>
                <Table.Tbody>
                  <TableRows
                    table={table}
                    loading={result.isPending}
                    pageSize={list.pageSize}
                    isHighlighted={isHighlighted}
                  />
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
          <TablePager
            page={list.page}
            pageSize={list.pageSize}
            pageSizes={list.pageSizes}
            total={total}
            moreThanTotal={moreThanTotal}
            label={label}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
          />
        </>
      )}
    </div>
  );
}
