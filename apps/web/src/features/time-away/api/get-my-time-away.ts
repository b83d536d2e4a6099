import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyTimeAway } from '@portico/domain/time-away/time-away-dto';
import { api } from '../../../lib/api-client';

/** The signed-in person's totals table and Booked and Taken lists (spec §2 My Time Off). */
export const getMyTimeAway = (signal?: AbortSignal) => api.get<MyTimeAway>('/api/time-away/mine', signal);

export const myTimeAwayQueryOptions = () =>
  queryOptions({ queryKey: ['time-away', 'mine'] as const, queryFn: ({ signal }) => getMyTimeAway(signal) });

export const useMyTimeAway = () => useQuery(myTimeAwayQueryOptions());
