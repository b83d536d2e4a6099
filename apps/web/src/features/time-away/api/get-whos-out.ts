import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhosOut } from '@portico/domain/time-away/time-away-dto';
import { api } from '../../../lib/api-client';

/** People in the signed-in person's view away today and the rest of this week. */
export const getWhosOut = (signal?: AbortSignal) => api.get<WhosOut>('/api/time-away/out', signal);

export const whosOutQueryOptions = () =>
  queryOptions({
    queryKey: ['time-away', 'out'] as const,
    queryFn: ({ signal }) => getWhosOut(signal),
    staleTime: 5 * 60_000,
  });

export const useWhosOut = () => useQuery(whosOutQueryOptions());
