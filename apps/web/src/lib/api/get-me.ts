import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Me } from '@portico/domain/identity/me';
import { api } from '../api-client';

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
