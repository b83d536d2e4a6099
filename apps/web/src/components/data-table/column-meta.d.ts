import type { MessageDescriptor } from '@lingui/core';
import '@tanstack/react-table';

declare module '@tanstack/react-table' {
  // Row and TValue are TanStack's own parameters; the declaration must repeat them to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the column toggle when its header is not plain text (a message: in the reader's language). */
    label?: string | MessageDescriptor;
  }
}
