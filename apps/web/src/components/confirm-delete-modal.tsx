import { Button, Group, Modal, Text } from '@mantine/core';

/** The spec's delete confirmation (§8), asked before any delete. */
export const DELETE_CONFIRMATION =
  'Are you sure you want to delete this record? This action cannot be undone.';

interface ConfirmDeleteModalProps {
  opened: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** For something ended that is not a record (a link turned off): its own words. */
  title?: string;
  message?: string;
  confirmLabel?: string;
}

export function ConfirmDeleteModal({
  opened,
  deleting,
  onConfirm,
  onCancel,
  title = 'Are you sure?',
  message = DELETE_CONFIRMATION,
  confirmLabel = 'Delete',
}: ConfirmDeleteModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={title}
      centered
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Cancel first and focused: the safe choice is the default one. */}
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={deleting}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
