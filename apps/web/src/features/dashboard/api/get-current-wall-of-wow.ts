import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WallOfWow } from '@portico/domain/wall-of-wow/wall-of-wow';
import { api } from '../../../lib/api-client';

/** The latest month's Wall of Wow, or null before the first one. */
export const getCurrentWallOfWow = async (signal?: AbortSignal) =>
  (await api.get<{ wallOfWow: WallOfWow | null }>('/api/wall-of-wow/current', signal)).wallOfWow;

export const currentWallOfWowQueryOptions = () =>
  queryOptions({
    queryKey: ['wall-of-wow', 'current'] as const,
    queryFn: ({ signal }) => getCurrentWallOfWow(signal),
    staleTime: 30 * 60_000,
  });

export const useCurrentWallOfWow = () => useQuery(currentWallOfWowQueryOptions());
