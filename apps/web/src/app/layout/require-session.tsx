import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { Me } from '@portico/domain/identity/me';
import { FullPageLoader } from '../../components/full-page-loader';
import { isApiError } from '../../lib/api-client';
import { useMe } from '../../lib/api/get-me';
import { loginPathFor } from '../../lib/safe-next-path';

// Shown only when the account cannot be loaded, so it is not part of the first load.
const SessionLoadError = lazy(() => import('./session-load-error'));

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
  if (me.isError) {
    return (
      <Suspense fallback={<FullPageLoader />}>
        <SessionLoadError onRetry={() => void me.refetch()} retrying={me.isFetching} />
      </Suspense>
    );
  }
  return <FullPageLoader />;
}
