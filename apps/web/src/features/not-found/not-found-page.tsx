import { Button, Stack, Text } from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconHome } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title';

/** Spec §2 `*`: any address the portal does not know. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <Stack gap="md" align="flex-start">
      <PageTitle title={t`Page Not Found`} />
      <Text size="lg">
        <Trans>The page you are looking for was not found.</Trans>
      </Text>
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden="true" />}>
        <Trans>Back to the dashboard</Trans>
      </Button>
    </Stack>
  );
}
