import type { QueryClient } from '@tanstack/react-query';
import { siteKeys } from './site-keys';

/**
 * After a change: the list, the audit log, and the profile views that name a site, which the
 * directory holds under its own key.
 */
export const afterSiteChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
    queryClient.invalidateQueries({ queryKey: ['directory'] }),
  ]);
