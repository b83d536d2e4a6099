import { Button, Group, Modal, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UnsavedChangesGuard } from './use-unsaved-changes-guard';

export const UNSAVED_CHANGES_TITLE = 'Leave without saving?';

/** The question a blocked navigation asks (`useUnsavedChangesGuard`): stay, or leave and lose the changes. */
export function UnsavedChangesPrompt({ guard }: { guard: UnsavedChangesGuard }) {
  const { t } = useLingui();
  const { blocker } = guard;
  const stay = () => blocker.reset?.();
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={stay} title={t`Leave without saving?`} centered>
      <Text>{t`You have unsaved changes. If you leave this page, they will be lost.`}</Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        {/* Staying first and focused: the choice that loses nothing is the default one. */}
        <Button variant="default" onClick={stay} data-autofocus>
          <Trans>Stay on this page</Trans>
        </Button>
        <Button color="red.9" onClick={() => blocker.proceed?.()}>
          <Trans>Leave without saving</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
