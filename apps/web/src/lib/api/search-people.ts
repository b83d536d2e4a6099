import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export interface PersonOption {
  id: string;
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
}

/** The key of a people search; the request form and the administration screens share it. */
export const peopleSearchKey = (search: string) => ['people', 'search', search] as const;

/** Current employees matching a search (20 at most), for the people pickers. */
export const searchPeople = async (search: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: PersonOption[] }>(
    `/api/people?${new URLSearchParams({ search }).toString()}`,
    signal,
  );
  return items;
};

export const peopleSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: peopleSearchKey(search),
    queryFn: ({ signal }) => searchPeople(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const usePeopleSearch = (search: string, enabled = true) =>
  useQuery({ ...peopleSearchQueryOptions(search), enabled });
