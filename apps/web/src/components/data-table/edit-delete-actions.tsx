import { ActionIcon, Group } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * Edit goes to the record's page (`editTo`) or opens the list's own editor (`onEdit`); a row
 * that is only ever added and removed (`noEdit`) shows Delete alone.
 */
type EditAction =
  | { editTo: string; onEdit?: never; noEdit?: never }
  | { onEdit: () => void; editTo?: never; noEdit?: never }
  | { noEdit: true; editTo?: never; onEdit?: never };

type EditDeleteActionsProps = EditAction & {
  /** The row's name in the buttons' accessible names: 'Edit <name>', 'Delete <name>'. */
  name: string;
  onDelete: () => void;
  /** A locked row keeps both buttons, disabled, named '… (locked)' and titled 'Locked'. */
  locked?: boolean;
  /** Off for another reason (the viewer may read the row but not change it). */
  canEdit?: boolean;
  canDelete?: boolean;
  /** Actions shown before these two (the requests' View). */
  leading?: ReactNode;
};

/** A table's Actions cell: Edit (a link or a button) and Delete (asks first, in the list's own modal). */
export function EditDeleteActions({
  name,
  editTo,
  onEdit,
  onDelete,
  locked = false,
  canEdit = true,
  canDelete = true,
  leading,
  noEdit,
}: EditDeleteActionsProps) {
  const { t } = useLingui();
  const editName = t`Edit ${name}`;
  const deleteName = t`Delete ${name}`;
  const lockedEdit = t`Edit ${name} (locked)`;
  const lockedDelete = t`Delete ${name} (locked)`;
  const editTitle = t`Edit`;
  const lockedTitle = t`Locked`;
  const editable = canEdit && !locked;
  return (
    <Group gap={4} wrap="nowrap">
      {leading}
      {noEdit ? null : editable && editTo !== undefined ? (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={editName} title={editTitle}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      ) : editable ? (
        <ActionIcon variant="subtle" aria-label={editName} title={editTitle} onClick={onEdit}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          disabled
          aria-label={locked ? lockedEdit : editName}
          title={locked ? lockedTitle : editTitle}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red.9"
        disabled={!canDelete || locked}
        aria-label={locked ? lockedDelete : deleteName}
        title={locked ? lockedTitle : t`Delete`}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
