import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrgChartDepartment } from '@portico/domain/org-charts/org-chart-schema';
import { api } from '../../../lib/api-client';

/** The departments with a tab, by name. */
export const getOrgChartDepartments = (signal?: AbortSignal) =>
  api.get<{ items: OrgChartDepartment[] }>('/api/org-charts/departments', signal);

export const orgChartDepartmentsQueryOptions = () =>
  queryOptions({
    queryKey: ['org-charts', 'departments'] as const,
    queryFn: ({ signal }) => getOrgChartDepartments(signal),
    select: (answer) => answer.items,
    staleTime: 5 * 60_000,
  });

export const useOrgChartDepartments = () => useQuery(orgChartDepartmentsQueryOptions());
