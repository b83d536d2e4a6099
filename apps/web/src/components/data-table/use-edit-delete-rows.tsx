import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useFlashAlert } from '../use-flash-alert';
import { EditDeleteActions } from './edit-delete-actions';
import { useRowDelete } from './use-row-delete';

interface EditDeleteRowsOptions<Row> {
  /** The screen's name, the green alert's title. */
  title: string;
  remove: UseMutationResult<unknown, Error, string>;
  /** The red alert's title when the server refuses a delete. */
  failedTitle: string;
  /** How a row reads in its buttons' names and the messages. */
  nameOf: (row: Row) => string;
}

/**
 * A list whose rows open their editor page and can be deleted: each row's Edit and Delete
 * (`actions(row, editTo)`), the delete confirmation, and one message saying what just happened
 * (a save on the editor, carried in the router state with `flashState`, a delete, or the
 * server's refusal): `AdminListPage`'s `feedback` and `deleting`.
 */
export function useEditDeleteRows<Row extends { id: string }>({
  title,
  remove,
  failedTitle,
  nameOf,
}: EditDeleteRowsOptions<Row>) {
  const flash = useFlashAlert(title);
  const { askDelete, ...deleting } = useRowDelete({
    remove,
    idOf: (row: Row) => row.id,
    nameOf,
    failedTitle,
    say: flash.say,
  });
  const actions = useCallback(
    (row: Row, editTo: string) => (
      <EditDeleteActions name={nameOf(row)} editTo={editTo} onDelete={() => askDelete(row)} />
    ),
    [askDelete, nameOf],
  );
  return { actions, feedback: flash.alert, deleting };
}
