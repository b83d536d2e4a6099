import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const ACTIONS = msg`Actions`;

/**
 * What every table's Actions column is, spread into its definition with the row's buttons:
 * `column.display({ ...ACTIONS_COLUMN, cell: ({ row }) => <EditDeleteActions … /> })`. Never
 * sorted or hidden, named 'Actions' in the column chooser and the phone cards, in the reader's
 * language as the table renders (the table follows the language, data-table.tsx).
 */
export const ACTIONS_COLUMN = {
  id: 'actions',
  header: () => i18n._(ACTIONS),
  meta: { label: ACTIONS },
  enableSorting: false,
  enableHiding: false,
} as const;
