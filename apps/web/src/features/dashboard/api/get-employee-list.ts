import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployeeListPage } from '@portico/domain/people/employee-list';
import { DASHBOARD_EMPLOYEES_PAGE_SIZE } from '@portico/domain/people/employee-list-constants';
import { api, withQuery } from '../../../lib/api-client';

/** One page of current employees matching a search, by name (the server pages and searches). */
export const getEmployeeList = (search: string, page: number, signal?: AbortSignal) => {
  const query = { page, pageSize: DASHBOARD_EMPLOYEES_PAGE_SIZE, search };
  return api.get<EmployeeListPage>(withQuery('/api/employees', query), signal);
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
