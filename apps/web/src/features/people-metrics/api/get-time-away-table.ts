import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TimeAwayTableSort } from '@portico/domain/time-away/time-away-constants';
import type { TimeAwayTablePage } from '@portico/domain/time-away/time-away-dto';
import { api, searchParamsOf } from '../../../lib/api-client';

export interface TimeAwayTableQuery {
  page: number;
  pageSize: number | 'all';
  sort: TimeAwayTableSort;
  order: 'asc' | 'desc';
  search?: string | undefined;
  /** Company codes; null for All. */
  company: readonly string[] | null;
  /** Department names; null for All. */
  department: readonly string[] | null;
}

/**
 * The query as the server reads it: each chosen value repeated (`company=A&company=B`), nothing
 * for All, and an empty value alone when none is chosen (the server then lists nobody).
 */
function timeAwaySearchParams({ company, department, ...rest }: Partial<TimeAwayTableQuery>) {
  const params = searchParamsOf(rest);
  for (const [name, chosen] of [
    ['company', company],
    ['department', department],
  ] as const) {
    if (!chosen) continue;
    if (chosen.length === 0) params.append(name, '');
    for (const value of chosen) params.append(name, value);
  }
  return params;
}

export const getTimeAwayTable = (query: TimeAwayTableQuery, signal?: AbortSignal) =>
  api.get<TimeAwayTablePage>(
    `/api/people-metrics/time-away?${timeAwaySearchParams(query).toString()}`,
    signal,
  );

export const timeAwayTableQueryOptions = (query: TimeAwayTableQuery) =>
  queryOptions({
    queryKey: ['people-metrics', 'time-away', query] as const,
    queryFn: ({ signal }) => getTimeAwayTable(query, signal),
    placeholderData: keepPreviousData,
  });

export const useTimeAwayTable = (query: TimeAwayTableQuery) => useQuery(timeAwayTableQueryOptions(query));

/** Time-Away.csv: every row of the same filters, search and sort. */
export const timeAwayExportUrl = ({ page: _page, pageSize: _pageSize, ...query }: TimeAwayTableQuery) =>
  `/api/people-metrics/time-away/export.csv?${timeAwaySearchParams(query).toString()}`;
