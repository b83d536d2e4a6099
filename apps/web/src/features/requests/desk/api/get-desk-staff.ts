import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskStaff } from '@portico/domain/requests/it-desk-dto';
import { api } from '../../../../lib/api-client';
import { deskKeys } from './desk-keys';

export type DeskStaffMember = DeskStaff;

/** The IT staff a request can be assigned to: the first 20 by name, or those the search finds. */
export const getDeskStaff = (search: string, signal?: AbortSignal) =>
  api.get<{ items: DeskStaffMember[] }>(
    search ? `/api/it-desk/staff?${new URLSearchParams({ search }).toString()}` : '/api/it-desk/staff',
    signal,
  );

export const deskStaffQueryOptions = (search: string) =>
  queryOptions({
    queryKey: deskKeys.staff(search),
    queryFn: ({ signal }) => getDeskStaff(search, signal),
    // While the next search is answered, the picker keeps offering the last one's people.
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useDeskStaff = (search: string) => useQuery(deskStaffQueryOptions(search));
