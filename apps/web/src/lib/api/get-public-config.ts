import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@portico/domain/config/public-config';
import { api } from '../api-client';

/** Names and the copyright line; readable before sign-in. */
export const getPublicConfig = (signal?: AbortSignal) => api.get<PublicConfig>('/api/public-config', signal);

export const publicConfigQueryKey = ['public-config'] as const;

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: publicConfigQueryKey,
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Deployment settings: they only change with a new release, which reloads the page.
    staleTime: Infinity,
  });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
