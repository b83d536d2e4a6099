import '../../lib/mantine-styles-later';
import { ActionIcon, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Holiday } from '@portico/domain/approvals/reminder-settings';
import { AdminListPage } from '../../components/admin-list-page';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';
import { DataTable } from '../../components/data-table/data-table';
import { useRowDelete } from '../../components/data-table/use-row-delete';
import { useFlashAlert } from '../../components/use-flash-alert';
import { formatDate } from '../../lib/format';
import { DATA_TABLE_PAGE_SIZES, type ListStateOptions } from '../../lib/list-state';
import { useListState } from '../../lib/use-list-state';
import { useApprovalReminders, useDeleteHoliday } from './api/approval-reminders-api';
import { ReminderSettingsForm } from './reminder-settings-form';

// The form (zod, the date input) loads when a holiday is first added.
const HolidayModal = lazy(() =>
  import('./holiday-modal').then(({ HolidayModal }) => ({ default: HolidayModal })),
);

const TITLE = 'Approval Reminders';

// Every holiday on one page, by day: a year holds a dozen or so.
const LIST_OPTIONS: ListStateOptions<'day'> = {
  sorts: ['day'],
  view: { sort: 'day', order: 'asc', pageSize: 'all', pageSizes: DATA_TABLE_PAGE_SIZES },
};

const column = createColumnHelper<Holiday>();
const nameOf = (holiday: Holiday) => `${holiday.name} (${formatDate(holiday.day)})`;

/**
 * `/admin/approval-reminders` (Admins, decision 045): after how many working days a waiting
 * approval step reminds its approvers and is escalated, and the holidays the working days skip.
 */
export function ApprovalRemindersAdminPage() {
  const list = useListState(LIST_OPTIONS);
  const reminders = useApprovalReminders();
  const remove = useDeleteHoliday();
  const [adding, setAdding] = useState(false);
  const flash = useFlashAlert(TITLE);
  const { askDelete, errorAlert, modal } = useRowDelete({
    remove,
    idOf: (holiday: Holiday) => holiday.day,
    nameOf,
    failedTitle: 'The holiday could not be deleted',
    say: flash.say,
  });

  const columns = useMemo(
    () => [
      column.accessor('day', {
        header: 'Day',
        enableSorting: false,
        cell: ({ getValue }) => formatDate(getValue()),
      }),
      column.accessor('name', { header: 'Name', enableSorting: false }),
      column.display({
        ...ACTIONS_COLUMN,
        cell: ({ row: { original } }) => (
          <ActionIcon
            variant="subtle"
            color="red.9"
            aria-label={`Delete ${nameOf(original)}`}
            title="Delete"
            onClick={() => askDelete(original)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        ),
      }),
    ],
    [askDelete],
  );

  const holidays = reminders.data?.holidays;
  return (
    <AdminListPage
      title={TITLE}
      newAction={{ label: 'New Holiday', onClick: () => setAdding(true) }}
      feedback={
        <>
          {flash.alert}
          {errorAlert}
        </>
      }
      modals={
        <>
          {adding && (
            <Suspense fallback={null}>
              <HolidayModal
                onClose={() => setAdding(false)}
                onSaved={(holiday) => {
                  setAdding(false);
                  remove.reset();
                  flash.say(`${nameOf(holiday)} was added.`);
                }}
              />
            </Suspense>
          )}
          {modal}
        </>
      }
    >
      {reminders.data && (
        <ReminderSettingsForm
          settings={reminders.data.settings}
          onSaved={() => flash.say('The reminder settings were saved.')}
          onSent={({ reminded, escalated }) =>
            flash.say(`Reminders sent: ${reminded}. Escalations sent: ${escalated}.`)
          }
        />
      )}
      <Title order={2} fz="h4" mt="lg" mb="xs">
        Holidays
      </Title>
      <DataTable
        label="Holidays"
        columns={columns}
        list={list}
        result={{ ...reminders, data: holidays && { items: holidays, total: holidays.length } }}
        getRowId={(holiday) => holiday.day}
        minWidth={480}
        errorMessage="The holidays could not be loaded. Only Admins can manage approval reminders."
      />
    </AdminListPage>
  );
}
