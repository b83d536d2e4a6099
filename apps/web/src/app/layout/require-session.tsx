import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { AccountLoadError } from '../../components/account-load-error';
import { CenteredPanel } from '../../components/centered-panel';
import { FullPageLoader } from '../../components/full-page-loader';
import { isApiError } from '../../lib/api-client';
import { useMe } from '../../lib/api/get-me';
import { usePublicConfig } from '../../lib/api/get-public-config';
import { loginPathFor } from '../../lib/safe-next-path';

/**
 * Every screen but /login, /dataloader and /unknown-user needs a signed-in employee (spec
 * §2). Without a session the visitor goes to /login, which brings them back here afterwards.
 */
export function RequireSession({ children }: { children: (me: Me) => ReactNode }) {
  const me = useMe();
  const location = useLocation();

  if (isApiError(me.error, 401)) {
    return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  }
  if (isApiError(me.error, 403)) return <Navigate to="/unknown-user" replace />;
  // Keep showing the portal when only a background refetch failed.
  if (me.data) return children(me.data);
  if (me.isError) return <SessionLoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />;
  return <FullPageLoader />;
}

function SessionLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const config = usePublicConfig();
  return (
    <CenteredPanel>
      <VisuallyHidden>
        <h1>Portico</h1>
      </VisuallyHidden>
      <AccountLoadError
        identityProviderName={config.data?.identityProviderName}
        onRetry={onRetry}
        retrying={retrying}
      />
    </CenteredPanel>
  );
}
