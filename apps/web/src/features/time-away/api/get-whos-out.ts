import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhosOut } from '@portico/domain/time-away/time-away-dto';
import { api } from '../../../lib/api-client';
import { timeAwayKeys } from './time-away-keys';

/** People in the signed-in person's view away today and the rest of this week. */
export const getWhosOut = (signal?: AbortSignal) => api.get<WhosOut>('/api/time-away/out', signal);

export const whosOutQueryOptions = () =>
  queryOptions({
    queryKey: timeAwayKeys.out(),
    queryFn: ({ signal }) => getWhosOut(signal),
    staleTime: 5 * 60_000,
  });

export const useWhosOut = () => useQuery(whosOutQueryOptions());
