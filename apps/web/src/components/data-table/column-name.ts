import { i18n } from '@lingui/core';
import type { Column } from '@tanstack/react-table';

/**
 * A column's name where its header is not shown (the column chooser, a row's label on a phone):
 * its header when that is text, else its `meta.label` (in the reader's language) or id.
 */
export function columnName<Row>(column: Column<Row>): string {
  if (typeof column.columnDef.header === 'string') return column.columnDef.header;
  const label = column.columnDef.meta?.label;
  if (label === undefined) return column.id;
  return typeof label === 'string' ? label : i18n._(label);
}
