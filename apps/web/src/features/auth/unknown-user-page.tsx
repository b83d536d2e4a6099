import { Button, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconLogout } from '@tabler/icons-react';
import { BrandMark } from '../../components/brand-mark';
import { CenteredPanel } from '../../components/centered-panel';
import { FullPageLoader } from '../../components/full-page-loader';
import { usePublicConfig } from '../../lib/api/get-public-config';
import { useLogout } from '../../lib/api/logout';

/** Used only when the public config cannot be read: the portal still names itself. */
const FALLBACK_DIRECTORY_NAME = 'Portico';

/**
 * Spec §1: the sign-in worked but no active employee matches the identity. The message and
 * a Logout button, nothing else.
 */
export function UnknownUserPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Account not found · Portico`);
  const config = usePublicConfig();
  const logout = useLogout();

  if (config.isPending) return <FullPageLoader />;
  const directoryName = config.data?.directoryName ?? FALLBACK_DIRECTORY_NAME;

  return (
    <CenteredPanel>
      <Stack gap="lg">
        <BrandMark size="lg" />
        <Title order={1} fz="h3" fw={600} lh={1.4}>
          <Trans>We could not find you on {directoryName}, Contact Administrator.</Trans>
        </Title>
        <Button
          onClick={() => logout.mutate()}
          loading={logout.isPending}
          leftSection={<IconLogout size={18} aria-hidden="true" />}
        >
          <Trans>Logout</Trans>
        </Button>
      </Stack>
    </CenteredPanel>
  );
}
