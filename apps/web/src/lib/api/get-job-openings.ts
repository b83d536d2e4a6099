import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOpeningPage } from '@portico/domain/careers/job-opening-schema';
import { JOBS_PAGE_SIZE } from '@portico/domain/careers/new-job-badge';
import { api, withQuery } from '../api-client';

/** What the dashboard's card and the careers page ask for: a page, and on the page a search. */
export interface JobOpeningsQuery {
  page: number;
  search?: string | undefined;
}

/** One page of job openings (3, spec §9), newest first, each with the server's 'New' flag. */
export const getJobOpenings = (query: JobOpeningsQuery, signal?: AbortSignal) =>
  api.get<JobOpeningPage>(withQuery('/api/job-openings', { ...query, pageSize: JOBS_PAGE_SIZE }), signal);

export const jobOpeningsQueryOptions = (query: JobOpeningsQuery) =>
  queryOptions({
    queryKey: ['job-openings', query.page, query.search ?? ''] as const,
    queryFn: ({ signal }) => getJobOpenings(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useJobOpenings = (query: JobOpeningsQuery) => useQuery(jobOpeningsQueryOptions(query));
