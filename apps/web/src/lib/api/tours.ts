import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TourRecord } from '@portico/domain/tours/tour-pages';
import { api } from '../api-client';

/*
 * The signed-in person's tour record. Every page with a guided tour reads it, so the calls live
 * here, not in a feature.
 */
export const toursQueryKey = ['tours'] as const;

export const toursQueryOptions = () =>
  queryOptions({
    queryKey: toursQueryKey,
    queryFn: ({ signal }) => api.get<TourRecord>('/api/tours', signal),
    // The record only changes through this tab's own updates, which write it back below.
    staleTime: Infinity,
  });

export const useTours = () => useQuery(toursQueryOptions());

/** Sets some flags (a tour finished, refused for good, or offered again); the answer is the whole record. */
export function useUpdateTours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flags: Partial<TourRecord>) => api.patch<TourRecord>('/api/tours', flags),
    onSuccess: (record) => queryClient.setQueryData(toursQueryKey, record),
  });
}
