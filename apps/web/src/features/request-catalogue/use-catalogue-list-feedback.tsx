import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { UseMutationResult } from '@tanstack/react-query';
import { EditDeleteActions } from '../../components/data-table/edit-delete-actions';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ServerErrorAlert } from '../../components/server-error-alert';
import { SuccessAlert } from '../../components/success-alert';

/** Router state an editor leaves when it saved and went back to its list. */
export interface SavedState {
  saved: string;
}

const savedFrom = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as SavedState).saved === 'string'
    ? (state as SavedState).saved
    : null;

interface Deletable {
  id: string;
  name: string;
}

/**
 * A catalogue list's feedback: the row's Edit and Delete, the delete confirmation (spec §8),
 * and one message saying what just happened — a save on the editor (carried here in the
 * router state), a delete, or the server's refusal (a category or project in use: 409 with
 * the way out, deactivating it).
 */
export function useCatalogueListFeedback(
  title: string,
  remove: UseMutationResult<null, Error, string>,
  noun: string,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const { reset } = remove;
  const [deleting, setDeleting] = useState<Deletable | null>(null);
  const [deleted, setDeleted] = useState<string | null>(null);
  const message = deleted ?? savedFrom(location.state);

  const dismiss = () => {
    setDeleted(null);
    if (savedFrom(location.state)) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
    }
  };

  const actions = useCallback(
    (row: Deletable, editTo: string) => (
      <EditDeleteActions
        name={row.name}
        editTo={editTo}
        onDelete={() => {
          reset();
          setDeleting(row);
        }}
      />
    ),
    [reset],
  );

  const feedback = (
    <>
      {message && (
        <SuccessAlert title={title} onClose={dismiss}>
          {message}
        </SuccessAlert>
      )}
      <ServerErrorAlert error={remove.error} fallbackTitle={`The ${noun} could not be deleted`} />
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
            setDeleted(`“${deleting.name}” was deleted.`);
            setDeleting(null);
          },
          onError: () => {
            setDeleted(null);
            setDeleting(null);
          },
        });
      }}
    />
  );

  return { actions, feedback, modal };
}
