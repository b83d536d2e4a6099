import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './lookup-keys';

export interface PersonOption {
  id: string;
  name: string;
  title: string | null;
  department: string | null;
  email: string | null;
}

/** People matching a search, for the On Behalf Of picker. */
export const searchPeople = async (search: string, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: PersonOption[] }>(
    `/api/people?${new URLSearchParams({ search }).toString()}`,
    signal,
  );
  return items;
};

export const peopleSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: lookupKeys.peopleSearch(search),
    queryFn: ({ signal }) => searchPeople(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const usePeopleSearch = (search: string, enabled = true) =>
  useQuery({ ...peopleSearchQueryOptions(search), enabled });
