import type { Column } from '@tanstack/react-table';

/**
 * A column's name where its header is not shown (the column chooser, a row's label on a phone):
 * its header when that is text, else its `meta.label` or id.
 */
export const columnName = <Row>(column: Column<Row>) =>
  typeof column.columnDef.header === 'string'
    ? column.columnDef.header
    : (column.columnDef.meta?.label ?? column.id);
