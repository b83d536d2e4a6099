import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DIRECTORY_PAGE_SIZE, type DirectorySort } from '@portico/domain/people/directory-constants';
import type { DirectoryPage } from '@portico/domain/people/directory-dto';
import { api, withQuery } from '../../../lib/api-client';
import { directoryKeys } from './directory-keys';

export interface DirectoryListQuery {
  page: number;
  sort: DirectorySort;
  order: 'asc' | 'desc';
  search?: string | undefined;
  department?: string | undefined;
}

/** One page of the directory: 8 current employees, searched, filtered and ordered by the server. */
export const getDirectory = (query: DirectoryListQuery, signal?: AbortSignal) =>
  api.get<DirectoryPage>(
    withQuery('/api/employees/directory', { ...query, pageSize: DIRECTORY_PAGE_SIZE }),
    signal,
  );

export const directoryQueryOptions = (query: DirectoryListQuery) =>
  queryOptions({
    queryKey: directoryKeys.list({ ...query }),
    queryFn: ({ signal }) => getDirectory(query, signal),
    placeholderData: keepPreviousData,
  });

export const useDirectory = (query: DirectoryListQuery) => useQuery(directoryQueryOptions(query));
