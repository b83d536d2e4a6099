import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListPage } from '@portico/domain/people/employee-list';
import { DASHBOARD_EMPLOYEES_PAGE_SIZE } from '@portico/domain/people/employee-list-constants';
import { api } from '../../../lib/api-client';

/** One page of current employees matching a search, by name (the server pages and searches). */
export const getEmployeeList = (search: string, page: number, signal?: AbortSignal) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(DASHBOARD_EMPLOYEES_PAGE_SIZE) });
  if (search) params.set('search', search);
  return api.get<EmployeeListPage>(`/api/employees?${params.toString()}`, signal);
};

export const employeeListQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: ['employees', 'list', search, page] as const,
    queryFn: ({ signal }) => getEmployeeList(search, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useEmployeeList = (search: string, page: number) =>
  useQuery(employeeListQueryOptions(search, page));
