import { Anchor, Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { formatDate } from '../../../lib/format';
import { formatRequestType } from '../../../lib/request-labels';
import { RankCell } from './rank-cell';
import { RowActions } from './row-actions';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column';

/** standard: My Requests, Projects and the by-type lists; approvals adds Category and approval Status. */
export type RequestTableVariant = 'standard' | 'approvals' | 'ranking';

interface ColumnOptions {
  variant: RequestTableVariant;
  manage: boolean;
  canEditRank: boolean;
  onDelete: (row: RequestRow) => void;
}

const text = (value: string | null) => value ?? '';

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
function idColumn(): ColumnDef<RequestRow> {
  return {
    id: 'name',
    header: 'ID',
    accessorFn: (row) => row.name,
    enableHiding: false,
    cell: ({ row: { original } }) => (
      <Stack gap={2} align="flex-start">
        {/* Only a request the server says this person may open is a link (ranking shows all). */}
        {original.canOpen ? (
          <Anchor component={Link} to={`/serviceRequests/${original.id}`} fw={600} size="sm">
            {original.displayName}
          </Anchor>
        ) : (
          <Text fw={600} size="sm">
            {original.displayName}
          </Text>
        )}
        {original.approvalPending && (
          <Badge
            color="yellow"
            variant="filled"
            autoContrast
            size="xs"
            tt="none"
            // Wraps to two lines rather than widen the ID column: the table must fit at 1280 px.
            styles={{
              root: { overflow: 'visible', flexShrink: 0, height: 'auto', paddingBlock: 1 },
              label: { overflow: 'visible', whiteSpace: 'normal', lineHeight: 1.25 },
            }}
          >
            Pending approval
          </Badge>
        )}
        {/* A substitute sees whose step it is, as the request's page says it. */}
        {original.standingInFor && (
          <Text size="xs" c="dimmed">
            for {original.standingInFor}
          </Text>
        )}
      </Stack>
    ),
  };
}

const column = (
  id: string,
  header: string,
  value: (row: RequestRow) => string | null,
  { sortable = true, nowrap = false, typed = false } = {},
): ColumnDef<RequestRow> => ({
  id,
  header,
  accessorFn: value,
  enableSorting: sortable,
  cell: ({ row }) => (
    <Text
      size="sm"
      // What people type may be one long word: it breaks anywhere rather than push Status and
      // Actions out of the table.
      style={nowrap ? { whiteSpace: 'nowrap' } : typed ? { overflowWrap: 'anywhere' } : undefined}
    >
      {text(value(row.original))}
    </Text>
  ),
});

export function requestColumns({
  variant,
  manage,
  canEditRank,
  onDelete,
}: ColumnOptions): ColumnDef<RequestRow>[] {
  const date = column('createdAt', 'Date', (row) => formatDate(row.createdAt), { nowrap: true });
  const type = column('type', 'Type', (row) => formatRequestType(row.type));
  const description = column('description', 'Brief Description', (row) => row.description, {
    typed: true,
  });
  const priority = column('priority', 'Priority', (row) => row.priority);
  const assignedTo = column('assignedTo', 'Assigned To', (row) => row.assignedTo);
  const status = column('status', 'Status', (row) => row.status);
  const actions: ColumnDef<RequestRow> = {
    ...ACTIONS_COLUMN,
    cell: ({ row }) => <RowActions row={row.original} manage={manage} onDelete={onDelete} />,
  };

  if (variant === 'approvals') {
    const category = column('category', 'Category', (row) => row.category);
    const approvalStatus = column('approvalStatus', 'Approval Status', (row) => row.approvalStatus, {
      sortable: false,
    });
    return [
      idColumn(),
      date,
      type,
      description,
      category,
      priority,
      assignedTo,
      status,
      approvalStatus,
      actions,
    ];
  }
  if (variant === 'ranking') {
    const rank: ColumnDef<RequestRow> = {
      id: 'rank',
      header: 'Rank',
      accessorFn: (row) => row.rank,
      cell: ({ row }) => <RankCell row={row.original} editable={canEditRank} />,
    };
    return [rank, idColumn(), date, description, priority, assignedTo, status, actions];
  }
  return [idColumn(), date, type, description, priority, assignedTo, status, actions];
}
