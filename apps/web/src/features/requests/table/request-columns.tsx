import type { I18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { msg } from '@lingui/core/macro';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { formatDate } from '../../../lib/format';
import {
  formatApprovalState,
  formatPriority,
  formatRequestStatus,
  formatRequestType,
} from '../../../lib/request-labels';
import { RankCell } from './rank-cell';
import { RowActions } from './row-actions';
import { ACTIONS_COLUMN } from '../../../components/data-table/actions-column';

/** standard: My Requests, Projects and the by-type lists; approvals adds Category and approval Status. */
export type RequestTableVariant = 'standard' | 'approvals' | 'ranking';

interface ColumnOptions {
  /** The active language's: the headers are built in it (rebuilt on a switch). */
  i18n: I18n;
  variant: RequestTableVariant;
  manage: boolean;
  canEditRank: boolean;
  onDelete: (row: RequestRow) => void;
}

const text = (value: string | null) => value ?? '';

/** Column ids are the server's sort keys, so a header click becomes `sort=<id>`. */
function idColumn(i18n: I18n): ColumnDef<RequestRow> {
  return {
    id: 'name',
    header: i18n._(msg`ID`),
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
            <Trans>Pending approval</Trans>
          </Badge>
        )}
        {/* A substitute sees whose step it is, as the request's page says it. */}
        {original.standingInFor && <StandingInFor name={original.standingInFor} />}
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

/** Whose step a substitute decides: 'for Drew Park'. */
function StandingInFor({ name }: { name: string }) {
  return (
    <Text size="xs" c="dimmed">
      <Trans>for {name}</Trans>
    </Text>
  );
}

export function requestColumns({
  i18n,
  variant,
  manage,
  canEditRank,
  onDelete,
}: ColumnOptions): ColumnDef<RequestRow>[] {
  const date = column('createdAt', i18n._(msg`Date`), (row) => formatDate(row.createdAt), { nowrap: true });
  const type = column('type', i18n._(msg`Type`), (row) => formatRequestType(row.type));
  const description = column('description', i18n._(msg`Brief Description`), (row) => row.description, {
    typed: true,
  });
  const priority = column('priority', i18n._(msg`Priority`), (row) => formatPriority(row.priority));
  const assignedTo = column('assignedTo', i18n._(msg`Assigned To`), (row) => row.assignedTo);
  const status = column('status', i18n._(msg`Status`), (row) => formatRequestStatus(row.status));
  const actions: ColumnDef<RequestRow> = {
    ...ACTIONS_COLUMN,
    cell: ({ row }) => <RowActions row={row.original} manage={manage} onDelete={onDelete} />,
  };

  if (variant === 'approvals') {
    const category = column('category', i18n._(msg`Category`), (row) => row.category);
    const approvalStatus = column(
      'approvalStatus',
      i18n._(msg`Approval Status`),
      (row) => (row.approvalStatus === null ? null : formatApprovalState(row.approvalStatus)),
      { sortable: false },
    );
    return [
      idColumn(i18n),
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
      header: i18n._(msg`Rank`),
      accessorFn: (row) => row.rank,
      cell: ({ row }) => <RankCell row={row.original} editable={canEditRank} />,
    };
    return [rank, idColumn(i18n), date, description, priority, assignedTo, status, actions];
  }
  return [idColumn(i18n), date, type, description, priority, assignedTo, status, actions];
}
