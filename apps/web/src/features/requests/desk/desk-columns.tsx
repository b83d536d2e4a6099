import { useMemo } from 'react';
import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconHourglassHigh } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { isApprovalWait } from '@portico/domain/requests/workflow/workflow-states';
import { formatDate } from '../../../lib/format';
import { formatPriority, formatRequestStatus, formatRequestType } from '../../../lib/request-labels';

const column = createColumnHelper<RequestRow>();

/**
 * The queue's columns, in the reader's language (rebuilt on a switch). A column's id is the
 * server's sort key, so sorting by a column asks the server to sort by it; Requested For and
 * the action have no sort key.
 */
export function useDeskColumns(onWorkOn: (row: RequestRow) => void) {
  const { t } = useLingui();
  return useMemo(
    () => [
      column.accessor('displayName', {
        id: 'name',
        header: t`ID`,
        enableHiding: false,
        // Only where the server says the viewer may open it, as in every request table.
        cell: ({ row }) =>
          row.original.canOpen ? (
            <Anchor component={Link} to={`/serviceRequests/${row.original.id}`} fw={600}>
              {row.original.displayName}
            </Anchor>
          ) : (
            <Text span fw={600}>
              {row.original.displayName}
            </Text>
          ),
      }),
      column.accessor('createdAt', {
        id: 'createdAt',
        header: t`Date`,
        // Newest first on the first click.
        sortDescFirst: true,
        cell: ({ getValue }) => (
          <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
            {formatDate(getValue())}
          </Text>
        ),
      }),
      column.accessor('type', {
        id: 'type',
        header: t`Type`,
        cell: ({ getValue }) => formatRequestType(getValue()),
      }),
      column.accessor('description', {
        id: 'description',
        header: t`Brief Description`,
        cell: ({ getValue }) => (
          <Text span size="sm" lineClamp={2}>
            {getValue()}
          </Text>
        ),
      }),
      column.accessor('requestedFor', { id: 'requestedFor', header: t`Requested For`, enableSorting: false }),
      column.accessor('priority', {
        id: 'priority',
        header: t`Priority`,
        cell: ({ getValue }) => formatPriority(getValue()),
      }),
      column.accessor('assignedTo', {
        id: 'assignedTo',
        header: t`Assigned To`,
        cell: ({ getValue }) =>
          getValue() ?? (
            <Text span size="sm" c="dimmed">
              <Trans>Unassigned</Trans>
            </Text>
          ),
      }),
      column.accessor('status', {
        id: 'status',
        header: t`Status`,
        cell: ({ row }) => (
          <>
            <Text span size="sm">
              {formatRequestStatus(row.original.status)}
            </Text>
            {/* The workflow's wait, not the viewer's turn: the desk may only cancel such a request. */}
            {isApprovalWait(row.original.status) && (
              <Group gap={4} wrap="nowrap" mt={2}>
                <IconHourglassHigh
                  size={14}
                  stroke={1.8}
                  color="var(--mantine-color-yellow-9)"
                  aria-hidden="true"
                />
                <Text span size="xs" fw={600} c="dark.6">
                  <Trans>Approval pending</Trans>
                </Text>
              </Group>
            )}
          </>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => (
          <VisuallyHidden>
            <Trans>Actions</Trans>
          </VisuallyHidden>
        ),
        enableHiding: false,
        cell: ({ row }) => {
          const displayName = row.original.displayName;
          return (
            <Button
              size="xs"
              variant="light"
              aria-label={t`Work on ${displayName}`}
              onClick={() => onWorkOn(row.original)}
            >
              <Trans>Work on</Trans>
            </Button>
          );
        },
      }),
    ],
    [t, onWorkOn],
  );
}
