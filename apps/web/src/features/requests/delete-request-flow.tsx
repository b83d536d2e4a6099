import { useQueryClient } from '@tanstack/react-query';
import { forgetRequest } from './api/forget-request';
import { useDeleteRequest } from './api/delete-request';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { OopsDialog } from './oops-dialog';

export interface DeleteTarget {
  id: string;
  displayName: string;
}

interface DeleteRequestFlowProps {
  /** The request to delete; the confirmation is open while it is set. */
  target: DeleteTarget | null;
  onClose: () => void;
  /** Where to go after the delete; may return the navigation's promise. */
  onDeleted: (target: DeleteTarget) => void | Promise<void>;
}

/**
 * Confirm, delete, then 'Deleted!' (by the caller) or the 'Oops!' dialog with the message.
 * Once the caller has moved on, every cache entry of the deleted request is dropped, so Back
 * to it shows 'not found'.
 */
export function DeleteRequestFlow({ target, onClose, onDeleted }: DeleteRequestFlowProps) {
  const remove = useDeleteRequest();
  const queryClient = useQueryClient();
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
              void Promise.resolve(onDeleted(target)).then(() => forgetRequest(queryClient, target.id));
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
