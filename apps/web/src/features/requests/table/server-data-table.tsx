import { Alert, Box, LoadingOverlay, Table, Text } from '@mantine/core';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { IconAlertCircle } from '@tabler/icons-react';
import classes from './server-data-table.module.css';
import { SortHeader } from './sort-header';
import { TablePager } from './table-pager';
import { TableToolbar } from './table-toolbar';
import type { PageSize } from './use-table-query';

export interface ServerDataTableProps<Row> {
  /** The table's accessible name, e.g. 'My Requests'. */
  label: string;
  columns: ColumnDef<Row>[];
  rows: Row[];
  total: number;
  loading: boolean;
  failed: boolean;
  getRowId: (row: Row) => string;
  /** Rows to highlight, and the words that say why (shown in the row, for everyone). */
  isHighlighted?: (row: Row) => boolean;
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  page: number;
  onPageChange: (page: number) => void;
  pageSize: PageSize;
  pageSizeOptions: readonly PageSize[];
  onPageSizeChange: (size: PageSize) => void;
  search: string;
  onSearchChange: (search: string) => void;
  exportUrl: string;
}

/**
 * A data table whose rows the server pages, sorts and filters (DESIGN §6): TanStack Table in
 * manual mode for the columns, sorting and visibility, Mantine for the markup.
 */
export function ServerDataTable<Row>(props: ServerDataTableProps<Row>) {
  const { label, columns, rows, total, loading, failed, getRowId, isHighlighted, sorting } = props;
  // TanStack Table returns a new table object each render, which the React Compiler cannot memoise.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    rowCount: total,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) =>
      props.onSortingChange(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const visibleColumnCount = table.getVisibleLeafColumns().length;

  return (
    <div>
      <TableToolbar
        table={table}
        label={label}
        search={props.search}
        onSearchChange={props.onSearchChange}
        exportUrl={props.exportUrl}
      />
      {failed && (
        <Alert color="red" variant="light" role="alert" mb="sm" icon={<IconAlertCircle aria-hidden="true" />}>
          The requests could not be loaded. Use Refresh at the top of the page to try again.
        </Alert>
      )}
      <Box pos="relative">
        <LoadingOverlay
          visible={loading}
          zIndex={5}
          overlayProps={{ blur: 1 }}
          loaderProps={{ size: 'sm' }}
        />
        <Table.ScrollContainer minWidth={760}>
          <Table striped={false} highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={loading}>
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
              {table.getRowModel().rows.map((row) => {
                const highlighted = isHighlighted?.(row.original) ?? false;
                return (
                  <Table.Tr
                    key={row.id}
                    className={highlighted ? classes.pendingRow : undefined}
                    data-highlighted={highlighted || undefined}
                  >
                    {row.getVisibleCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
              {!loading && rows.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={visibleColumnCount} className={classes.emptyCell}>
                    <Text c="dimmed" py="md">
                      No Data to Display
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <TablePager
        page={props.page}
        pageSize={props.pageSize}
        pageSizeOptions={props.pageSizeOptions}
        total={total}
        label={label}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
