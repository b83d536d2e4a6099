import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../lib/api-client';

/**
 * Reports each page the signed-in person sees, for Portal Metrics: once the app is idle after
 * its first paint (this module is loaded then, never with the first page) and on every route
 * change after. The server counts the page view for its feature area and decides whether it
 * starts a visit (one per person per 30 minutes). A failed report is of no concern to the page.
 */
export default function PageViewReporter() {
  const { pathname } = useLocation();
  useEffect(() => {
    api.post('/api/portal-metrics/page-views', { path: pathname }).catch(() => undefined);
  }, [pathname]);
  return null;
}
