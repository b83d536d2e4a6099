import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, useMemo } from 'react';
import type { Holiday, HolidayInput } from '@portico/domain/approvals/reminder-settings';
import { ACTIONS_COLUMN } from '../data-table/actions-column';
import { DataTable } from '../data-table/data-table';
import { useRowDelete } from '../data-table/use-row-delete';
import { useAdminEditing } from '../use-admin-editing';
import { formatDate } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';

// The form (zod, the date input) loads when a holiday is first added.
const HolidayModal = lazy(() =>
  import('./holiday-modal').then(({ HolidayModal }) => ({ default: HolidayModal })),
);

/*
 * A holiday calendar's screen parts, shared by the portal's own calendar (people with no site,
 * on the approval reminders' screen) and each site's: the table by day, the New Holiday modal,
 * the delete with its confirmation, and what each action says.
 */

/** How a holiday reads in what the screen says: 'Christmas Day (Dec 25, 2026)'. */
const holidayName = (holiday: Holiday) => `${holiday.name} (${formatDate(holiday.day)})`;

interface HolidayCalendarOptions {
  /** The calendar's add and delete (by day) calls. */
  add: UseMutationResult<Holiday, Error, HolidayInput>;
  remove: UseMutationResult<unknown, Error, string>;
  /** Says what happened (the screen's green alert). */
  say: (message: string | null) => void;
}

/**
 * Adding and deleting a calendar's holidays: `openNew` and the New Holiday `modal`, the delete's
 * `askDelete` and its `deleting` parts (`AdminListPage`'s).
 */
export function useHolidayCalendar({ add, remove, say }: HolidayCalendarOptions) {
  const { t } = useLingui();
  const { askDelete, ...deleting } = useRowDelete({
    remove,
    idOf: (holiday: Holiday) => holiday.day,
    nameOf: holidayName,
    failedTitle: t`The holiday could not be deleted`,
    say,
  });
  const adding = useAdminEditing({ say, remove });
  const modal = adding.whileOpen(() => (
    <HolidayModal
      add={add}
      onClose={adding.close}
      onSaved={(holiday) => {
        const name = holidayName(holiday);
        adding.saved(t`${name} was added.`);
      }}
    />
  ));
  return { openNew: adding.openNew, askDelete, deleting, modal };
}

// Every holiday on one page, by day: a year holds a dozen or so.
const LIST_OPTIONS: ListStateOptions<'day'> = {
  sorts: ['day'],
  view: { sort: 'day', order: 'asc', pageSize: 'all', pageSizes: DATA_TABLE_PAGE_SIZES },
};
const column = createColumnHelper<Holiday>();

interface HolidayTableProps {
  /** The table's accessible name. */
  label: string;
  /** The calendar's holidays as its query has them. */
  result: {
    data: Holiday[] | undefined;
    isPending: boolean;
    isFetching: boolean;
    isPlaceholderData: boolean;
    isError: boolean;
  };
  askDelete: (holiday: Holiday) => void;
  errorMessage: string;
}

/** A calendar's holidays by day, each with its Delete. */
export function HolidayTable({ label, result, askDelete, errorMessage }: HolidayTableProps) {
  const { t } = useLingui();
  const list = useListState(LIST_OPTIONS);
  const columns = useMemo(
    () => [
      column.accessor('day', {
        header: t`Day`,
        enableSorting: false,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.accessor('name', { header: t`Name`, enableSorting: false }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => {
          const name = holidayName(original);
          return (
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={t`Delete ${name}`}
              title={t`Delete`}
              onClick={() => askDelete(original)}
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          );
        },
      }),
    ],
    [askDelete, t],
  );
  const holidays = result.data;
  return (
    <DataTable
      label={label}
      columns={columns}
      list={list}
      result={{ ...result, data: holidays && { items: holidays, total: holidays.length } }}
      getRowId={(holiday) => holiday.day}
      minWidth={480}
      errorMessage={errorMessage}
    />
  );
}
