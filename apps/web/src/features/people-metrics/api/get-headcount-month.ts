import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HeadcountMonthDetail } from '@portico/domain/people-metrics/headcount-dto';
import { api } from '../../../lib/api-client';
import { headcountSearch, type HeadcountFilters } from '../headcount-filter-names';
import { peopleMetricsKeys } from './people-metrics-keys';

/** One past month ('YYYY-MM-01'): its row and who was hired, left or changed in it. */
export const getHeadcountMonth = (month: string, filters: HeadcountFilters, signal?: AbortSignal) =>
  api.get<HeadcountMonthDetail>(
    `/api/people-metrics/headcount/${encodeURIComponent(month.slice(0, 7))}${headcountSearch(filters)}`,
    signal,
  );

export const headcountMonthQueryOptions = (month: string, filters: HeadcountFilters) =>
  queryOptions({
    queryKey: peopleMetricsKeys.headcountMonth(month, filters),
    queryFn: ({ signal }) => getHeadcountMonth(month, filters, signal),
    staleTime: 5 * 60_000,
  });

/** Loaded only while the month's modal is open (`month` null: closed). */
export const useHeadcountMonth = (month: string | null, filters: HeadcountFilters) =>
  useQuery({ ...headcountMonthQueryOptions(month ?? '', filters), enabled: month !== null });
