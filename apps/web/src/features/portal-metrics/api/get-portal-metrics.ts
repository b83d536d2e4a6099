import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PortalMetrics,
  VisitorSort,
  VisitorsPage,
} from '@portico/domain/portal-metrics/portal-metrics-dto';
import type { PortalTimeFilter } from '@portico/domain/portal-metrics/portal-periods';
import { api, withQuery } from '../../../lib/api-client';
import type { PageSize, SortOrder } from '../../../lib/list-state';

export const portalMetricsQueryOptions = (time: PortalTimeFilter) =>
  queryOptions({
    queryKey: ['portal-metrics', time] as const,
    queryFn: ({ signal }) => api.get<PortalMetrics>(withQuery('/api/portal-metrics', { time }), signal),
    placeholderData: keepPreviousData,
  });

export const usePortalMetrics = (time: PortalTimeFilter) => useQuery(portalMetricsQueryOptions(time));

export interface VisitorsQuery {
  time: PortalTimeFilter;
  page: number;
  pageSize: PageSize;
  sort: VisitorSort;
  order: SortOrder;
}

export const useVisitors = (query: VisitorsQuery, enabled: boolean) =>
  useQuery({
    queryKey: ['portal-metrics', 'visitors', query] as const,
    queryFn: ({ signal }) => api.get<VisitorsPage>(withQuery('/api/portal-metrics/visitors', query), signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** logs_by_visitors.csv: every visitor of the period, in the table's order. */
export const visitorsExportUrl = ({ time, sort, order }: VisitorsQuery) =>
  withQuery('/api/portal-metrics/visitors/export.csv', { time, sort, order });
