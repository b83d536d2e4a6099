import { VisuallyHidden } from '@mantine/core';
import { AccountLoadError } from '../../components/account-load-error';
import { CenteredPanel } from '../../components/centered-panel';
import { PORTAL_NAME } from '../../lib/portal-name';
import { usePublicConfig } from '../../lib/api/get-public-config';

/** Spec §8 "User state error" in place of a signed-in screen, with a retry. */
export default function SessionLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const config = usePublicConfig();
  return (
    <CenteredPanel>
      <VisuallyHidden>
        <h1>{PORTAL_NAME}</h1>
      </VisuallyHidden>
      <AccountLoadError
        identityProviderName={config.data?.identityProviderName}
        onRetry={onRetry}
        retrying={retrying}
      />
    </CenteredPanel>
  );
}
