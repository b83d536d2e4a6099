import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HeadcountReport } from '@portico/domain/people-metrics/headcount-dto';
import { api } from '../../../lib/api-client';
import { headcountSearch, type HeadcountFilters } from '../headcount-filter-names';
import { peopleMetricsKeys } from './people-metrics-keys';

/** The 24 past months of headcount, a summary and the filter options, for the people one may see. */
export const getHeadcount = (filters: HeadcountFilters, signal?: AbortSignal) =>
  api.get<HeadcountReport>(`/api/people-metrics/headcount${headcountSearch(filters)}`, signal);

export const headcountQueryOptions = (filters: HeadcountFilters) =>
  queryOptions({
    queryKey: peopleMetricsKeys.headcount(filters),
    queryFn: ({ signal }) => getHeadcount(filters, signal),
    // A new filter keeps the last numbers (and the filters' options) on screen until the next arrive.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useHeadcount = (filters: HeadcountFilters, options: { enabled?: boolean } = {}) =>
  useQuery({ ...headcountQueryOptions(filters), enabled: options.enabled ?? true });
