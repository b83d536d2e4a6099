import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChartTree } from '@portico/domain/org-charts/org-chart-schema';
import { api } from '../../../lib/api-client';

/** One department's tree of current employees, flat, rooted at its leader. */
export const getOrgChartTree = (departmentId: string, signal?: AbortSignal) =>
  api.get<OrgChartTree>(`/api/org-charts/departments/${encodeURIComponent(departmentId)}`, signal);

export const orgChartTreeQueryOptions = (departmentId: string) =>
  queryOptions({
    queryKey: ['org-charts', 'tree', departmentId] as const,
    queryFn: ({ signal }) => getOrgChartTree(departmentId, signal),
    staleTime: 5 * 60_000,
  });

export const useOrgChartTree = (departmentId: string) => useQuery(orgChartTreeQueryOptions(departmentId));
