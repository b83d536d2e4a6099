import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { ForecastListItem } from '@portico/domain/forecasts/forecast-dto';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatDate } from '../../lib/format';
import { ForecastStatusBadge, forecastStateLabel } from './forecast-status-badge';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The forecast list's columns; ids are the server's sort keys. Edit and Delete are disabled when locked. */
export function forecastColumns(onDelete: (row: ForecastListItem) => void): ColumnDef<ForecastListItem>[] {
  return [
    {
      id: 'jobTitle',
      header: 'Job Title',
      accessorFn: (row) => row.jobTitle,
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component={Link} to={`/employeeForecasts/${original.id}`} fw={600} size="sm">
          {original.jobTitle}
        </Anchor>
      ),
    },
    { id: 'division', header: 'Division', accessorFn: (row) => row.division },
    { id: 'type', header: 'Type', accessorFn: (row) => row.type },
    {
      id: 'plannedStartDate',
      header: 'Planned Start Date',
      accessorFn: (row) => formatDate(row.plannedStartDate),
    },
    {
      id: 'employeeName',
      header: 'Employee',
      enableSorting: false,
      accessorFn: (row) => (row.isEmployeeHired ? (row.employeeName ?? '') : 'Not hired'),
      cell: ({ row: { original } }) =>
        original.isEmployeeHired ? (
          original.employeeName
        ) : (
          <Text size="sm" c="dimmed">
            Not hired
          </Text>
        ),
    },
    {
      id: 'requiresLaptop',
      header: 'Laptop',
      enableSorting: false,
      accessorFn: (row) => yesNo(row.requiresLaptop),
    },
    { id: 'submittedBy', header: 'Submitted By', accessorFn: (row) => row.submittedByName },
    {
      id: 'state',
      header: 'Status',
      enableSorting: false,
      accessorFn: (row) => forecastStateLabel(row.state),
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
