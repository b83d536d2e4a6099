import { Button, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** Spec §2 `*`: any address the portal does not know. */
export function NotFoundPage() {
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle title="Page Not Found" />
      <Text size="lg">The page you are looking for was not found.</Text>
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden="true" />}>
        Back to the dashboard
      </Button>
    </Stack>
  );
}
