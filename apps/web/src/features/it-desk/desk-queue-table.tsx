import { useMemo } from 'react';
import { Group, Pagination, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Header,
  type SortingState,
} from '@tanstack/react-table';
import type { RequestList, RequestRow, RequestSort } from '@portico/domain/requests/request-dto';
import { paginationLabels } from '../../lib/pagination-labels';
import type { DeskPageSize, DeskQueueParams } from './api/get-desk-queue';
import { deskColumns } from './desk-columns';
import classes from './desk-queue-table.module.css';
import { DESK_PAGE_SIZES } from './use-desk-filters';

const PAGE_SIZE_OPTIONS = DESK_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: size === 'all' ? 'All' : String(size),
}));

interface DeskQueueTableProps {
  list: RequestList;
  params: DeskQueueParams;
  onChange: (changes: Partial<DeskQueueParams>) => void;
  onWorkOn: (row: RequestRow) => void;
}

/**
 * The IT desk queue: TanStack Table (headless) drawn with Mantine's Table. Paging and sorting
 * are the server's (manual mode); the table only reports what the person asked for.
 */
export function DeskQueueTable({ list, params, onChange, onWorkOn }: DeskQueueTableProps) {
  const columns = useMemo(() => deskColumns(onWorkOn), [onWorkOn]);
  const pageCount = Math.max(1, Math.ceil(list.total / Math.max(1, list.pageSize)));
  const sorting: SortingState = [{ id: params.sort, desc: params.order === 'desc' }];

  // The table object is rebuilt each render and read at once; the React Compiler need not memoise it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list.items,
    columns,
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: params.page - 1, pageSize: list.pageSize } },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      if (first) onChange({ sort: first.id as RequestSort, order: first.desc ? 'desc' : 'asc' });
    },
  });

  const firstShown = list.total === 0 ? 0 : (params.page - 1) * list.pageSize + 1;
  const lastShown = Math.min(list.total, firstShown + list.items.length - 1);

  return (
    <>
      <Table.ScrollContainer minWidth={960}>
        <Table striped={false} highlightOnHover verticalSpacing="xs" aria-label="IT desk queue">
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <SortableHeader key={header.id} header={header} />
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr
                key={row.id}
                className={classes.row}
                data-approval-pending={row.original.approvalPending || undefined}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {list.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text ta="center" py="md">
                    No Data to Display
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Group justify="space-between" mt="md" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <Select
            label="Rows per page"
            data={PAGE_SIZE_OPTIONS}
            value={String(params.pageSize)}
            onChange={(value) =>
              value && onChange({ pageSize: value === 'all' ? 'all' : (Number(value) as DeskPageSize) })
            }
            allowDeselect={false}
            w={120}
          />
          <Text size="sm" c="dimmed" mt={24} aria-live="polite">
            Showing {firstShown}–{lastShown} of {list.total}
          </Text>
        </Group>
        {pageCount > 1 && (
          <Group component="nav" aria-label="Queue pages">
            <Pagination
              total={pageCount}
              value={Math.min(params.page, pageCount)}
              onChange={(page) => onChange({ page })}
              siblings={2}
              boundaries={0}
              {...paginationLabels}
            />
          </Group>
        )}
      </Group>
    </>
  );
}

function SortableHeader({ header }: { header: Header<RequestRow, unknown> }) {
  const content = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <Table.Th>{content}</Table.Th>;
  const direction = header.column.getIsSorted();
  const SortIcon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <UnstyledButton className={classes.sortButton} onClick={header.column.getToggleSortingHandler()}>
        {content}
        <SortIcon
          size={14}
          stroke={1.8}
          aria-hidden="true"
          className={classes.sortIcon}
          data-active={direction || undefined}
        />
      </UnstyledButton>
    </Table.Th>
  );
}
