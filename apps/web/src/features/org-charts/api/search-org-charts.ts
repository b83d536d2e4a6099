import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChartSearchResult } from '@portico/domain/org-charts/org-chart-schema';
import { api, withQuery } from '../../../lib/api-client';

/** People on the charts by name, each with their department and the path from its leader; and whether more match. */
export const searchOrgCharts = (name: string, signal?: AbortSignal) =>
  api.get<OrgChartSearchResult>(withQuery('/api/org-charts/search', { name }), signal);

export const orgChartSearchQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['org-charts', 'search', name] as const,
    queryFn: ({ signal }) => searchOrgCharts(name, signal),
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useOrgChartSearch = (name: string) => useQuery(orgChartSearchQueryOptions(name));
