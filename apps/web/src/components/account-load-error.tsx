import { Alert, Button, Stack } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { accountLoadErrorMessage } from '@portico/domain/identity/sign-in-messages';

interface AccountLoadErrorProps {
  /** The sign-in provider's name from the public config, when it could be read. */
  identityProviderName: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}

/** Spec §8 "User state error": the signed-in account could not be loaded. */
export function AccountLoadError({ identityProviderName, onRetry, retrying }: AccountLoadErrorProps) {
  return (
    <Stack gap="md">
      <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
        {accountLoadErrorMessage(identityProviderName ?? 'sign-in')}
      </Alert>
      <Button onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
        <Trans>Try again</Trans>
      </Button>
    </Stack>
  );
}
