import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChartMatch } from '@portico/domain/org-charts/org-chart-schema';
import { api, withQuery } from '../../../lib/api-client';

/** People on the charts by name, each with their department and the path from its leader. */
export const searchOrgCharts = (name: string, signal?: AbortSignal) =>
  api.get<{ items: OrgChartMatch[] }>(withQuery('/api/org-charts/search', { name }), signal);

export const orgChartSearchQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['org-charts', 'search', name] as const,
    queryFn: ({ signal }) => searchOrgCharts(name, signal),
    select: (answer) => answer.items,
    enabled: name.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useOrgChartSearch = (name: string) => useQuery(orgChartSearchQueryOptions(name));
