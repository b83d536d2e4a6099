import { Anchor, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ForecastListItem } from '@portico/domain/forecasts/forecast-dto';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatDate } from '../../lib/format';
import { ForecastStatusBadge } from './forecast-status-badge';
import { divisionLabel, forecastStateLabel, forecastTypeLabel, yesNoLabel } from './forecast-labels';
import type { Translate } from '../../lib/vocabulary';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

/** The forecast list's columns; ids are the server's sort keys. Edit and Delete are disabled when locked. */
export function forecastColumns(
  _: Translate,
  onDelete: (row: ForecastListItem) => void,
): ColumnDef<ForecastListItem>[] {
  return [
    {
      id: 'jobTitle',
      header: _(msg`Job Title`),
      accessorFn: (row) => row.jobTitle,
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component={Link} to={`/employeeForecasts/${original.id}`} fw={600} size="sm">
          {original.jobTitle}
        </Anchor>
      ),
    },
    { id: 'division', header: _(msg`Division`), accessorFn: (row) => divisionLabel(_, row.division) },
    { id: 'type', header: _(msg`Type`), accessorFn: (row) => forecastTypeLabel(_, row.type) },
    {
      id: 'plannedStartDate',
      header: _(msg`Planned Start Date`),
      accessorFn: (row) => formatDate(row.plannedStartDate),
    },
    {
      id: 'employeeName',
      header: _(msg`Employee`),
      enableSorting: false,
      accessorFn: (row) => (row.isEmployeeHired ? (row.employeeName ?? '') : _(msg`Not hired`)),
      cell: ({ row: { original } }) =>
        original.isEmployeeHired ? (
          original.employeeName
        ) : (
          <Text size="sm" c="dimmed">
            <Trans>Not hired</Trans>
          </Text>
        ),
    },
    {
      id: 'requiresLaptop',
      header: _(msg`Laptop`),
      enableSorting: false,
      accessorFn: (row) => yesNoLabel(_, row.requiresLaptop),
    },
    { id: 'submittedBy', header: _(msg`Submitted By`), accessorFn: (row) => row.submittedByName },
    {
      id: 'state',
      header: _(msg`Status`),
      enableSorting: false,
      accessorFn: (row) => forecastStateLabel(_, row.state),
      cell: ({ row: { original } }) => <ForecastStatusBadge state={original.state} />,
    },
    {
      ...ACTIONS_COLUMN,
      cell: ({ row: { original } }) => (
        <EditDeleteActions
          name={original.jobTitle}
          editTo={`/employeeForecasts/edit/${original.id}`}
          locked={original.locked}
          canEdit={original.canEdit}
          canDelete={original.canDelete}
          onDelete={() => onDelete(original)}
        />
      ),
    },
  ];
}
