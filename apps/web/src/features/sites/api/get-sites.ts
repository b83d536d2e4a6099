import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteListQuery, SitePage } from '@portico/domain/sites/site-admin';
import { api, withQuery } from '../../../lib/api-client';
import { siteKeys } from './site-keys';

/** `GET /api/admin/sites`: a page of sites with their zone, week and people (Admins). */
export const sitesQueryOptions = (params: Partial<SiteListQuery>) =>
  queryOptions({
    queryKey: siteKeys.list(params),
    queryFn: ({ signal }) => api.get<SitePage>(withQuery('/api/admin/sites', params), signal),
    placeholderData: keepPreviousData,
  });

export const useSites = (params: Partial<SiteListQuery>) => useQuery(sitesQueryOptions(params));
