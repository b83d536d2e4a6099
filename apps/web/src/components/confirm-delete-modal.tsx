import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';

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
  title,
  message,
  confirmLabel,
}: ConfirmDeleteModalProps) {
  const { t } = useLingui();
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!deleting) onCancel();
      }}
      title={title ?? t`Are you sure?`}
      centered
    >
      <Text>{message ?? t`Are you sure you want to delete this record? This action cannot be undone.`}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Cancel first and focused: the safe choice is the default one. */}
        <Button variant="default" onClick={onCancel} disabled={deleting} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={deleting}>
          {confirmLabel ?? t`Delete`}
        </Button>
      </Group>
    </Modal>
  );
}
