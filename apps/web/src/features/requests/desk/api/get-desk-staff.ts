import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeskStaff } from '@portico/domain/requests/it-desk-dto';
import { api } from '../../../../lib/api-client';
import { deskKeys } from './desk-keys';

export type DeskStaffMember = DeskStaff;

/** The IT staff a request can be assigned to. */
export const getDeskStaff = (signal?: AbortSignal) =>
  api.get<{ items: DeskStaffMember[] }>('/api/it-desk/staff', signal);

export const deskStaffQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.staff(),
    queryFn: ({ signal }) => getDeskStaff(signal),
    staleTime: 5 * 60_000,
  });

export const useDeskStaff = () => useQuery(deskStaffQueryOptions());
