import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { messageOf } from '../../lib/api-client';
import { translateMessage } from '../../messages/translate-message';

/** The 'Oops!' error dialog shown when a delete fails (spec §8). */
export function OopsDialog({ error, onClose }: { error: Error | null; onClose: () => void }) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  return (
    <Modal opened={error !== null} onClose={onClose} title={t`Oops!`} centered>
      <Text role="alert">{error ? translateMessage(i18n, messageOf(error)) : null}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
