import { Button, Group, Modal, Text } from '@mantine/core';
import { messageOf } from '../../lib/api-client';

/** The 'Oops!' error dialog shown when a delete fails (spec §8). */
export function OopsDialog({ error, onClose }: { error: Error | null; onClose: () => void }) {
  return (
    <Modal opened={error !== null} onClose={onClose} title="Oops!" centered>
      <Text role="alert">{error ? messageOf(error) : null}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          OK
        </Button>
      </Group>
    </Modal>
  );
}
