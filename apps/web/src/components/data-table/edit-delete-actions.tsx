import { ActionIcon, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface EditDeleteActionsProps {
  /** The row's name in the buttons' accessible names: 'Edit <name>', 'Delete <name>'. */
  name: string;
  /** Where Edit goes: a page (`editTo`), or a modal on this one (`onEdit`). */
  editTo?: string;
  onEdit?: () => void;
  onDelete: () => void;
  /** A locked row keeps both buttons, disabled, named '… (locked)' and titled 'Locked'. */
  locked?: boolean;
  /** Off for another reason (the viewer may read the row but not change it). */
  canEdit?: boolean;
  canDelete?: boolean;
  /** Actions shown before these two (the requests' View). */
  leading?: ReactNode;
}

/** A table's Actions cell: Edit (a link) and Delete (asks first, in the list's own modal). */
export function EditDeleteActions({
  name,
  editTo,
  onEdit,
  onDelete,
  locked = false,
  canEdit = true,
  canDelete = true,
  leading,
}: EditDeleteActionsProps) {
  const suffix = locked ? ' (locked)' : '';
  const editable = canEdit && !locked;
  return (
    <Group gap={4} wrap="nowrap">
      {leading}
      {editable && editTo !== undefined ? (
        <ActionIcon component={Link} to={editTo} variant="subtle" aria-label={`Edit ${name}`} title="Edit">
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      ) : editable && onEdit ? (
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} title="Edit" onClick={onEdit}>
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      ) : (
        <ActionIcon
          variant="subtle"
          disabled
          aria-label={`Edit ${name}${suffix}`}
          title={locked ? 'Locked' : 'Edit'}
        >
          <IconPencil size={18} aria-hidden="true" />
        </ActionIcon>
      )}
      <ActionIcon
        variant="subtle"
        color="red.9"
        disabled={!canDelete || locked}
        aria-label={`Delete ${name}${suffix}`}
        title={locked ? 'Locked' : 'Delete'}
        onClick={onDelete}
      >
        <IconTrash size={18} aria-hidden="true" />
      </ActionIcon>
    </Group>
  );
}
