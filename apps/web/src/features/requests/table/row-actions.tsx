import { useLingui } from '@lingui/react/macro';
import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router';
import { IconEye } from '@tabler/icons-react';
import type { RequestRow } from '@portico/domain/requests/request-dto';
import { isEditable } from '@portico/domain/requests/request-status';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';

interface RowActionsProps {
  row: RequestRow;
  /** Edit and delete are offered on the person's own lists; other lists only view. */
  manage: boolean;
  onDelete: (row: RequestRow) => void;
}

/**
 * The Actions cell: view (only where the viewer may open the request), edit and delete (on the
 * person's own lists; disabled while Locked, and edit once Cancelled).
 */
export function RowActions({ row, manage, onDelete }: RowActionsProps) {
  const { t } = useLingui();
  const displayName = row.displayName;
  const view = row.canOpen && (
    <ActionIcon
      component={Link}
      to={`/serviceRequests/${row.id}`}
      variant="subtle"
      aria-label={t`View ${displayName}`}
    >
      <IconEye size={18} aria-hidden="true" />
    </ActionIcon>
  );
  if (!manage) return view || null;
  return (
    <EditDeleteActions
      name={row.displayName}
      editTo={`/serviceRequests/edit/${row.id}`}
      locked={row.locked}
      canEdit={isEditable(row.status)}
      onDelete={() => onDelete(row)}
      leading={view}
    />
  );
}
