import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteHolidays } from '@portico/domain/sites/site-admin';
import { api } from '../../../lib/api-client';
import { siteKeys } from './site-keys';

export const siteHolidaysPath = (siteId: string) => `/api/admin/sites/${encodeURIComponent(siteId)}/holidays`;

/** `GET /api/admin/sites/:id/holidays`: the site's name and its holidays, by day (Admins). */
export const siteHolidaysQueryOptions = (siteId: string) =>
  queryOptions({
    queryKey: siteKeys.holidays(siteId),
    queryFn: ({ signal }) => api.get<SiteHolidays>(siteHolidaysPath(siteId), signal),
  });

export const useSiteHolidays = (siteId: string) => useQuery(siteHolidaysQueryOptions(siteId));
