import { useCallback, useState } from 'react';
import { EditDeleteActions } from '../../../components/data-table/edit-delete-actions';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { ServerErrorAlert } from '../../../components/server-error-alert';
import { SuccessAlert } from '../../../components/success-alert';
import { useDeleteLibraryDoc, type LibraryKind } from '../api/library-admin';

interface Deletable {
  id: string;
  name: string;
}

/**
 * Deleting a training or form from an administration list: the row's Edit and Delete
 * (`EditDeleteActions`), the delete confirmation (spec §8), and an inline message that says
 * what happened.
 */
export function useLibraryDelete(kind: LibraryKind, title: string) {
  const remove = useDeleteLibraryDoc(kind);
  const { reset } = remove;
  const [deleting, setDeleting] = useState<Deletable | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const actions = useCallback(
    (doc: Deletable, editTo: string) => (
      <EditDeleteActions
        name={doc.name}
        editTo={editTo}
        onDelete={() => {
          reset();
          setDeleting(doc);
        }}
      />
    ),
    [reset],
  );

  const feedback = (
    <>
      {done && (
        <SuccessAlert title={title} onClose={() => setDone(null)}>
          {done}
        </SuccessAlert>
      )}
      <ServerErrorAlert error={remove.error} fallbackTitle="The document could not be deleted" />
    </>
  );

  const modal = (
    <ConfirmDeleteModal
      opened={deleting !== null}
      deleting={remove.isPending}
      onCancel={() => setDeleting(null)}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(deleting.id, {
          onSuccess: () => {
            setDone(`“${deleting.name}” was deleted.`);
            setDeleting(null);
          },
          onError: () => setDeleting(null),
        });
      }}
    />
  );

  return { actions, feedback, modal };
}
