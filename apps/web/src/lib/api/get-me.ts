import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@portico/domain/identity/me';
import { api } from '../api-client';
import { dayIn } from '../format';

/** The signed-in employee. A 401 answer means "not signed in". */
export const getMe = (signal?: AbortSignal) => api.get<Me>('/api/me', signal);

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());

/**
 * The signed-in person's today, 'YYYY-MM-DD', where their site is (issue 29): the day the server
 * holds their dates to, whichever zone the browser is in. Read at each render, so a page left
 * open past midnight there moves on with it.
 */
export const usePersonToday = (): string => dayIn(useMe().data?.timeZone);
