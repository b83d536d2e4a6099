import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeAbout } from '@portico/domain/people/employee-list';
import { api } from '../../../lib/api-client';

/** A colleague's About Me and direct reports, for the 'more about me' modal. */
export const getEmployeeAbout = (id: string, signal?: AbortSignal) =>
  api.get<EmployeeAbout>(`/api/employees/${encodeURIComponent(id)}/about`, signal);

export const employeeAboutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['employees', 'about', id] as const,
    queryFn: ({ signal }) => getEmployeeAbout(id, signal),
    staleTime: 5 * 60_000,
  });

export const useEmployeeAbout = (id: string) => useQuery(employeeAboutQueryOptions(id));
