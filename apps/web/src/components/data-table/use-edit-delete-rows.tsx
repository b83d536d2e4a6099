import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFlashAlert } from '../use-flash-alert';
import { EditDeleteActions } from './edit-delete-actions';
import { useRowDelete } from './use-row-delete';

interface NamedRow {
  id: string;
  name: string;
}

/**
 * A list whose rows open their editor page and can be deleted: each row's Edit and Delete
 * (`actions(row, editTo)`), the delete confirmation, and one message saying what just happened
 * (a save on the editor, carried in the router state with `flashState`, a delete, or the
 * server's refusal).
 */
export function useEditDeleteRows(
  title: string,
  remove: UseMutationResult<unknown, Error, string>,
  failedTitle: string,
) {
  const flash = useFlashAlert(title);
  const { askDelete, errorAlert, modal } = useRowDelete({
    remove,
    idOf: (row: NamedRow) => row.id,
    nameOf: (row) => row.name,
    failedTitle,
    say: flash.say,
  });
  const actions = useCallback(
    (row: NamedRow, editTo: string) => (
      <EditDeleteActions name={row.name} editTo={editTo} onDelete={() => askDelete(row)} />
    ),
    [askDelete],
  );
  const feedback = (
    <>
      {flash.alert}
      {errorAlert}
    </>
  );
  return { actions, feedback, modal };
}
