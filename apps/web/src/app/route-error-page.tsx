import { Button, Stack, Text, Title } from '@mantine/core';
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
          Something went wrong
        </Title>
        <Text>This page could not be shown. Reloading usually fixes it.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </CenteredPanel>
  );
}
