import { Group, Table, UnstyledButton } from '@mantine/core';
import type { Header } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './data-table.module.css';

/**
 * A column header. Sortable ones are buttons that toggle the order, and the header cell states
 * the current order with aria-sort so screen readers announce it.
 */
export function SortHeader<Row>({ header }: { header: Header<Row, unknown> }) {
  const { column } = header;
  const content = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
  if (!column.getCanSort()) {
    return (
      <Table.Th className={classes.headerCell} data-column={column.id}>
        {content}
      </Table.Th>
    );
  }
  const direction = column.getIsSorted();
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <Table.Th
      className={`${classes.headerCell} ${classes.sortableHeader}`}
      data-column={column.id}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <UnstyledButton onClick={column.getToggleSortingHandler()} className={classes.sortButton}>
        <Group gap={4} wrap="nowrap">
          <span>{content}</span>
          <Icon size={14} aria-hidden="true" className={direction ? undefined : classes.idleSortIcon} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
