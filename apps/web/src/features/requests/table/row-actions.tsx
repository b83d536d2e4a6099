import { ActionIcon, Group } from '@mantine/core';
import { Link } from 'react-router';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { RequestRow } from '@portico/domain/requests/request-dto';

interface RowActionsProps {
  row: RequestRow;
  /** Edit and delete are offered on the person's own lists; other lists only view. */
  manage: boolean;
  onDelete: (row: RequestRow) => void;
}

/**
 * The Actions cell: view (only where the viewer may open the request), edit and delete (on the
 * person's own lists; disabled while Locked).
 */
export function RowActions({ row, manage, onDelete }: RowActionsProps) {
  return (
    <Group gap={4} wrap="nowrap">
      {row.canOpen && (
        <ActionIcon
          component={Link}
          to={`/serviceRequests/${row.id}`}
          variant="subtle"
          aria-label={`View ${row.displayName}`}
        >
          <IconEye size={18} aria-hidden="true" />
        </ActionIcon>
      )}
      {manage && (
        <>
          {row.locked ? (
            <ActionIcon variant="subtle" disabled aria-label={`Edit ${row.displayName} (locked)`}>
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          ) : (
            <ActionIcon
              component={Link}
              to={`/serviceRequests/edit/${row.id}`}
              variant="subtle"
              aria-label={`Edit ${row.displayName}`}
            >
              <IconPencil size={18} aria-hidden="true" />
            </ActionIcon>
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={row.locked}
            aria-label={row.locked ? `Delete ${row.displayName} (locked)` : `Delete ${row.displayName}`}
            onClick={() => onDelete(row)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
