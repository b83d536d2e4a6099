import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DirectoryDepartments } from '@portico/domain/people/directory-dto';
import { api } from '../../../lib/api-client';
import { directoryKeys } from './directory-keys';

/** The department filter's choices: the HR departments with someone current in them. */
export const getDepartments = async (signal?: AbortSignal) =>
  (await api.get<DirectoryDepartments>('/api/employees/departments', signal)).items;

export const departmentsQueryOptions = () =>
  queryOptions({
    queryKey: directoryKeys.departments(),
    queryFn: ({ signal }) => getDepartments(signal),
    // Departments change with the HR import, not from minute to minute.
    staleTime: 10 * 60_000,
  });

export const useDepartments = () => useQuery(departmentsQueryOptions());
