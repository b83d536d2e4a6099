import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QuickLinkList } from '@portico/domain/quick-links/quick-link-schema';
import { api, withQuery } from '../../../lib/api-client';
import { quickLinkKeys, type QuickLinkListParams } from './get-quick-links';

export interface CorporateLinkAdminParams extends QuickLinkListParams {
  companyId?: string;
}

/** Every corporate link, or those one company sees (Admins); under the quick links' key, so a change refreshes it. */
export const corporateLinksAdminQueryOptions = (params: CorporateLinkAdminParams) =>
  queryOptions({
    queryKey: [...quickLinkKeys.all, 'admin', params] as const,
    queryFn: ({ signal }) => api.get<QuickLinkList>(withQuery('/api/admin/corporate-links', params), signal),
    placeholderData: keepPreviousData,
  });

export const useCorporateLinksAdmin = (params: CorporateLinkAdminParams) =>
  useQuery(corporateLinksAdminQueryOptions(params));
