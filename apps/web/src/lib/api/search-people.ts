import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/** A current employee as the people picker offers them. */
export interface PersonOption {
  id: string;
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
}

export const peopleKeys = {
  search: (search: string) => ['people', 'search', search] as const,
};

/** Current employees matching a search (the server's first 20), for the people picker. */
export const searchPeople = async (search: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: PersonOption[] }>(
    `/api/people?${new URLSearchParams({ search }).toString()}`,
    signal,
  );
  return items;
};

export const peopleSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: peopleKeys.search(search),
    queryFn: ({ signal }) => searchPeople(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const usePeopleSearch = (search: string, enabled = true) =>
  useQuery({ ...peopleSearchQueryOptions(search), enabled });
