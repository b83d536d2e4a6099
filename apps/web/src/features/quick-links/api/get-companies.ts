import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyOption } from '@portico/domain/quick-links/quick-link-schema';
import { api } from '../../../lib/api-client';

/** The group's companies, to choose a corporate link's company (Admins). */
export const companiesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'companies'] as const,
    queryFn: ({ signal }) => api.get<{ items: CompanyOption[] }>('/api/admin/companies', signal),
    staleTime: 5 * 60_000,
  });

export const useCompanies = () => useQuery(companiesQueryOptions());
