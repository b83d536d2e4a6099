import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeProfileView } from '@portico/domain/people/directory-dto';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './directory-keys';

/** A colleague's profile view: their card, About Me, manager and direct reports. */
export const getEmployeeProfile = (id: string, signal?: AbortSignal) =>
  api.get<EmployeeProfileView>(`/api/employees/${encodeURIComponent(id)}/profile`, signal);

export const employeeProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: directoryKeys.profile(id),
    queryFn: ({ signal }) => getEmployeeProfile(id, signal),
  });

export const useEmployeeProfile = (id: string) => useQuery(employeeProfileQueryOptions(id));
