/**
 * What every table's Actions column is, spread into its definition with the row's buttons:
 * `column.display({ ...ACTIONS_COLUMN, cell: ({ row }) => <EditDeleteActions … /> })`. Never
 * sorted or hidden, named 'Actions' in the column chooser and the phone cards.
 */
export const ACTIONS_COLUMN = {
  id: 'actions',
  header: 'Actions',
  meta: { label: 'Actions' },
  enableSorting: false,
  enableHiding: false,
} as const;
