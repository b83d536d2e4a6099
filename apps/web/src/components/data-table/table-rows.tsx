import { Skeleton, Table, Text } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { flexRender, type Table as TableInstance } from '@tanstack/react-table';
import type { PageSize } from '../../lib/list-state';
import { columnName } from './column-name';
import classes from './data-table.module.css';

/** Placeholder rows for 'all', whose length nobody knows before it arrives. */
const ALL_LOADING_ROWS = 10;

interface TableRowsProps<Row> {
  table: TableInstance<Row>;
  /**
   * Nothing has arrived yet: a page of placeholder rows holds the table's height, so the pager
   * below does not jump down as the rows arrive (a layout shift of most of the screen).
   */
  loading: boolean;
  pageSize: PageSize;
  isHighlighted?: ((row: Row) => boolean) | undefined;
}

/** The table's body: skeleton rows while loading, the rows, or the empty state. */
export function TableRows<Row>({ table, loading, pageSize, isHighlighted }: TableRowsProps<Row>) {
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;

  if (loading) {
    return Array.from({ length: pageSize === 'all' ? ALL_LOADING_ROWS : pageSize }, (_, index) => (
      <Table.Tr key={index} aria-hidden="true">
        <Table.Td colSpan={columnCount}>
          <Skeleton height={24} />
        </Table.Td>
      </Table.Tr>
    ));
  }
  if (rows.length === 0) {
    return (
      <Table.Tr>
        <Table.Td colSpan={columnCount} className={classes.emptyCell}>
          <Text c="dimmed" py="md">
            <Trans>No Data to Display</Trans>
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return rows.map((row) => {
    const highlighted = isHighlighted?.(row.original) ?? false;
    return (
      <Table.Tr
        key={row.id}
        className={highlighted ? classes.highlightedRow : undefined}
        data-highlighted={highlighted || undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id} data-column={cell.column.id} data-label={columnName(cell.column)}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        ))}
      </Table.Tr>
    );
  });
}
