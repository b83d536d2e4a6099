import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './lookup-keys';

export interface ProjectOption {
  id: string;
  name: string;
  projectCode: string;
}

/** Projects whose name or project id matches the search, for the form's Project picker. */
export const searchProjects = async (search: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: ProjectOption[] }>(
    `/api/projects?${new URLSearchParams({ search }).toString()}`,
    signal,
  );
  return items;
};

export const projectSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: lookupKeys.projectSearch(search),
    queryFn: ({ signal }) => searchProjects(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useProjectSearch = (search: string, enabled = true) =>
  useQuery({ ...projectSearchQueryOptions(search), enabled });
