import { Anchor, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { isApprovalWait } from '@portico/domain/requests/workflow/workflow-states';
import { formatDate } from '../../../lib/format';
import { formatRequestType } from '../../../lib/request-labels';

const column = createColumnHelper<RequestRow>();

/**
 * The queue's columns. A column's id is the server's sort key, so sorting by a column asks the
 * server to sort by it; Requested For and the action have no sort key.
 */
export function deskColumns(onWorkOn: (row: RequestRow) => void) {
  return [
    column.accessor('displayName', {
      id: 'name',
      header: 'ID',
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
      header: 'Date',
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
      header: 'Type',
      cell: ({ getValue }) => formatRequestType(getValue()),
    }),
    column.accessor('description', {
      id: 'description',
      header: 'Brief Description',
      cell: ({ getValue }) => (
        <Text span size="sm" lineClamp={2}>
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('requestedFor', { id: 'requestedFor', header: 'Requested For', enableSorting: false }),
    column.accessor('priority', { id: 'priority', header: 'Priority' }),
    column.accessor('assignedTo', {
      id: 'assignedTo',
      header: 'Assigned To',
      cell: ({ getValue }) =>
        getValue() ?? (
          <Text span size="sm" c="dimmed">
            Unassigned
          </Text>
        ),
    }),
    column.accessor('status', {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => (
        <>
          <Text span size="sm">
            {row.original.status}
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
                Approval pending
              </Text>
            </Group>
          )}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      enableHiding: false,
      cell: ({ row }) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Work on ${row.original.displayName}`}
          onClick={() => onWorkOn(row.original)}
        >
          Work on
        </Button>
      ),
    }),
  ];
}
