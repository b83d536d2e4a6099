import { useDeleteRequest } from './api/delete-request';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { OopsDialog } from './oops-dialog';

export interface DeleteTarget {
  id: string;
  displayName: string;
}

interface DeleteRequestFlowProps {
  /** The request to delete; the confirmation is open while it is set. */
  target: DeleteTarget | null;
  onClose: () => void;
  onDeleted: (target: DeleteTarget) => void;
}

/** Confirm, delete, then 'Deleted!' (by the caller) or the 'Oops!' dialog with the message. */
export function DeleteRequestFlow({ target, onClose, onDeleted }: DeleteRequestFlowProps) {
  const remove = useDeleteRequest();
  return (
    <>
      <ConfirmDeleteModal
        opened={target !== null && !remove.isError}
        deleting={remove.isPending}
        onCancel={onClose}
        onConfirm={() => {
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => {
              remove.reset();
              onClose();
              onDeleted(target);
            },
          });
        }}
      />
      <OopsDialog
        error={remove.error}
        onClose={() => {
          remove.reset();
          onClose();
        }}
      />
    </>
  );
}
