import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteChoices } from '@portico/domain/sites/person-site';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './directory-keys';

/** `GET /api/sites`: every site's name and id, the choices for a person's site (HR and Admins). */
export const siteChoicesQueryOptions = () =>
  queryOptions({
    queryKey: directoryKeys.siteChoices(),
    queryFn: ({ signal }) => api.get<SiteChoices>('/api/sites', signal),
  });

export const useSiteChoices = () => useQuery(siteChoicesQueryOptions());
