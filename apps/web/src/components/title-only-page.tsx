import { useMatches } from 'react-router';
import { useLingui } from '@lingui/react';
import { currentRouteHandle } from '../lib/route-handle';
import { PORTAL_NAME } from '../lib/portal-name';
import { PageTitle } from './page-title';

/**
 * A page whose content a later issue builds: its title (from the route's handle) for now, so
 * every route of the spec exists, is reachable and is announced correctly.
 */
export function TitleOnlyPage() {
  const { i18n } = useLingui();
  const current = currentRouteHandle(useMatches());
  return <PageTitle title={current ? i18n._(current.handle.title) : PORTAL_NAME} />;
}
