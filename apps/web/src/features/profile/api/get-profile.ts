import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@portico/domain/profile/profile-schema';
import { api } from '../../../lib/api-client';

/** The signed-in employee's own profile. */
export const getProfile = (signal?: AbortSignal) => api.get<Profile>('/api/profile', signal);

export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
  });

export const useProfile = () => useQuery(profileQueryOptions());
