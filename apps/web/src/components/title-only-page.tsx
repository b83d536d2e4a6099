import { useMatches } from 'react-router';
import { currentRouteHandle } from '../lib/route-handle';
import { PageTitle } from './page-title';

/**
 * A page whose content a later issue builds: its title (from the route's handle) for now, so
 * every route of the spec exists, is reachable and is announced correctly.
 */
export function TitleOnlyPage() {
  const current = currentRouteHandle(useMatches());
  return <PageTitle title={current?.handle.title ?? 'Portico'} />;
}
