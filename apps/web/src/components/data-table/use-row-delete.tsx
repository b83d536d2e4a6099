import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ConfirmDeleteModal } from '../confirm-delete-modal';
import { ServerErrorAlert } from '../server-error-alert';

interface RowDeleteOptions<Row> {
  /** The delete call, given the row's id. */
  remove: UseMutationResult<unknown, Error, string>;
  idOf: (row: Row) => string;
  /** How the row reads in the message: '“Senior Dispatcher” was deleted.' */
  nameOf: (row: Row) => string;
  /** The red alert's title when the server refuses: 'The job opening could not be deleted'. */
  failedTitle: string;
  /** Says what happened (the list's green alert). */
  say: (message: string | null) => void;
  /** What a delete says, when not '“name” was deleted.'. */
  deletedMessage?: (row: Row) => string;
}

/**
 * Deleting a row of a list: `askDelete(row)` opens the confirmation (spec §8), the confirmed
 * delete says '“name” was deleted.', and a refusal shows the server's problem (`errorAlert`).
 */
export function useRowDelete<Row>({
  remove,
  idOf,
  nameOf,
  failedTitle,
  say,
  deletedMessage,
}: RowDeleteOptions<Row>) {
  const { t } = useLingui();
  const deletedText = (row: Row) => {
    if (deletedMessage) return deletedMessage(row);
    const name = nameOf(row);
    return t`“${name}” was deleted.`;
  };
  const { reset } = remove;
  const [deleting, setDeleting] = useState<Row | null>(null);

  const askDelete = useCallback(
    (row: Row) => {
      reset();
      say(null);
      setDeleting(row);
    },
    [reset, say],
  );

  const errorAlert = <ServerErrorAlert error={remove.error} fallbackTitle={failedTitle} />;

  const modal = (
    <ConfirmDeleteModal
      opened={deleting !== null}
      deleting={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (deleting === null) return;
        remove.mutate(idOf(deleting), {
          onSuccess: () => {
            say(deletedText(deleting));
            setDeleting(null);
          },
          onError: () => setDeleting(null),
        });
      }}
    />
  );

  return { askDelete, errorAlert, modal };
}
