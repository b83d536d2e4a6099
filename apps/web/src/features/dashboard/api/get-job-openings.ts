import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobOpeningPage } from '@portico/domain/careers/job-opening-schema';
import { JOBS_PAGE_SIZE } from '@portico/domain/careers/new-job-badge';
import { api } from '../../../lib/api-client';

/** One page of job openings, newest first, each with the server's 'New' flag. */
export const getJobOpenings = (page: number, signal?: AbortSignal) =>
  api.get<JobOpeningPage>(
    `/api/job-openings?${new URLSearchParams({ page: String(page), pageSize: String(JOBS_PAGE_SIZE) }).toString()}`,
    signal,
  );

export const jobOpeningsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['job-openings', page] as const,
    queryFn: ({ signal }) => getJobOpenings(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useJobOpenings = (page: number) => useQuery(jobOpeningsQueryOptions(page));
