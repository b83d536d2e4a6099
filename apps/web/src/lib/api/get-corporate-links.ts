import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CorporateLink } from '@portico/domain/quick-links/corporate-link';
import { api } from '../api-client';

/** The quick links flagged corporate, listed in the sidebar's Corporate Links dropdown. */
export const getCorporateLinks = async (signal?: AbortSignal) => {
  const { items } = await api.get<{ items: CorporateLink[] }>('/api/quick-links/corporate', signal);
  return items;
};

export const corporateLinksQueryKey = ['quick-links', 'corporate'] as const;

export const corporateLinksQueryOptions = () =>
  queryOptions({
    queryKey: corporateLinksQueryKey,
    queryFn: ({ signal }) => getCorporateLinks(signal),
    staleTime: 10 * 60_000,
  });

export const useCorporateLinks = () => useQuery(corporateLinksQueryOptions());
