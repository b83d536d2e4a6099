import { Button, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { useRouteError } from 'react-router';
import { CenteredPanel } from '../components/centered-panel';

/**
 * Shown when a screen fails to render or its code cannot be downloaded (typically right after
 * a new release replaced the old files). Reloading fetches the current version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error(error);
  return (
    <CenteredPanel>
      <Stack gap="md">
        <Title order={1} fz="h3">
          <Trans>Something went wrong</Trans>
        </Title>
        <Text>
          <Trans>This page could not be shown. Reloading usually fixes it.</Trans>
        </Text>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload the page</Trans>
        </Button>
      </Stack>
    </CenteredPanel>
  );
}
