import { Group, Progress, Text } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ColumnDef } from '@tanstack/react-table';
import type { TimeAwayTableRow } from '@portico/domain/time-away/time-away-dto';
import { departmentChipLabel } from '@portico/domain/time-away/time-away-table';
import { formatDays, formatPercent } from '../../lib/format';

/** Columns hidden until shown (spec §2: record id, booked, taken and percent taken). */
export const TIME_AWAY_HIDDEN_COLUMNS = ['employeeNumber', 'booked', 'taken', 'percentTaken'] as const;

/** The 'Booked & Taken' bar: the share of the Vacation Salary allocation booked or taken. */
function UsedBar({ row }: { row: TimeAwayTableRow }) {
  const { t } = useLingui();
  const percent = formatPercent(row.usedPercentage);
  const name = row.name;
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress
        value={Math.min(100, row.usedPercentage)}
        color={row.usedPercentage > 100 ? 'red.8' : 'portico.7'}
        size="lg"
        radius="sm"
        w={120}
        aria-label={t`${name}: ${percent} booked and taken`}
      />
      <Text size="sm" fw={500}>
        {percent}
      </Text>
    </Group>
  );
}

const days = (value: number) => formatDays(value);

/** Spec §2 People Metrics, Time Away; the sortable columns' ids are the server's sort keys. */
export const timeAwayColumns = (i18n: I18n): ColumnDef<TimeAwayTableRow>[] => [
  {
    id: 'employeeNumber',
    header: i18n._(msg`Employee Number`),
    accessorFn: (row) => row.employeeNumber,
    enableSorting: false,
  },
  { id: 'name', header: i18n._(msg`Name`), accessorFn: (row) => row.name, enableHiding: false },
  {
    id: 'department',
    header: i18n._(msg`Department`),
    // Read as the chips read it (C&L is Legal), so a row and its chip agree.
    accessorFn: (row) => (row.department ? departmentChipLabel(row.department) : ''),
  },
  { id: 'allocation', header: i18n._(msg`Allocation`), accessorFn: (row) => days(row.allocation) },
  { id: 'remaining', header: i18n._(msg`Remaining`), accessorFn: (row) => days(row.remaining) },
  { id: 'booked', header: i18n._(msg`Booked`), accessorFn: (row) => days(row.booked), enableSorting: false },
  { id: 'taken', header: i18n._(msg`Taken`), accessorFn: (row) => days(row.taken), enableSorting: false },
  {
    id: 'usedPercentage',
    header: i18n._(msg`Booked & Taken`),
    accessorFn: (row) => row.usedPercentage,
    cell: ({ row: { original } }) => <UsedBar row={original} />,
  },
  {
    id: 'percentTaken',
    header: i18n._(msg`Percent Taken`),
    accessorFn: (row) => formatPercent(row.usedPercentage),
    enableSorting: false,
  },
];
