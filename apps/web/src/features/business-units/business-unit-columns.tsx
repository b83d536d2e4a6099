import { Badge, Group, Text } from '@mantine/core';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { createColumnHelper } from '@tanstack/react-table';
import type { BusinessUnitRow } from '@portico/domain/business-units/business-unit-admin';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { formatCount } from '../../lib/format';
import { ACTIONS_COLUMN } from '../../components/data-table/actions-column';

const column = createColumnHelper<BusinessUnitRow>();

/** The leader's cell: who, or why there is nobody to start the chart from. */
function LeaderCell({ unit }: { unit: BusinessUnitRow }) {
  const { t } = useLingui();
  if (!unit.leader) {
    const employeeNumber = unit.leaderEmployeeNumber;
    return (
      <Text size="sm" c="dimmed">
        {employeeNumber ? t`No employee ${employeeNumber}` : t`No leader`}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={600}>
        {unit.leader.name}
      </Text>
      {!unit.leader.current && (
        <Badge
          color="red.9"
          variant="filled"
          tt="none"
          title={t`No org chart until a current leader is chosen`}
        >
          <Trans>Has left</Trans>
        </Badge>
      )}
    </Group>
  );
}

interface ColumnActions {
  onEdit: (unit: BusinessUnitRow) => void;
  onDelete: (unit: BusinessUnitRow) => void;
}

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
export const businessUnitColumns = (translate: I18n['_'], { onEdit, onDelete }: ColumnActions) => [
  column.accessor('name', {
    id: 'name',
    header: translate(msg`Business unit`),
    enableHiding: false,
    cell: ({ row: { original } }) => (
      <>
        <Text size="sm" fw={600}>
          {original.name}
        </Text>
        {!original.hasOrgChart && (
          <Text size="xs" c="dimmed">
            <Trans>No org chart tab</Trans>
          </Text>
        )}
      </>
    ),
  }),
  column.accessor((unit) => unit.leader?.name ?? '', {
    id: 'leader',
    header: translate(msg`Leader`),
    cell: ({ row: { original } }) => <LeaderCell unit={original} />,
  }),
  column.accessor((unit) => unit.leader?.title ?? '', {
    id: 'title',
    header: translate(msg`Title`),
    enableSorting: false,
  }),
  column.accessor((unit) => unit.leader?.employeeNumber ?? '', {
    id: 'employeeNumber',
    header: translate(msg`Employee #`),
    enableSorting: false,
  }),
  column.accessor('employeeCount', {
    id: 'employeeCount',
    header: translate(msg`Employees`),
    enableSorting: false,
    cell: ({ getValue }) => formatCount(getValue()),
  }),
  column.display({
    ...ACTIONS_COLUMN,
    cell: ({ row: { original } }) => (
      <EditDeleteActions
        name={original.name}
        onEdit={() => onEdit(original)}
        onDelete={() => onDelete(original)}
      />
    ),
  }),
];
