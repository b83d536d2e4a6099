import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestType } from '@portico/domain/requests/request-constants';
import type { RequestCategory } from '@portico/domain/requests/request-dto';
import { api } from '../../../lib/api-client';
import { lookupKeys } from './lookup-keys';

/** The categories of one request type, for the form's Category field. */
export const getRequestCategories = async (type: RequestType, signal?: AbortSignal) => {
  const { items } = await api.get<{ items: RequestCategory[] }>(
    `/api/request-categories?${new URLSearchParams({ type }).toString()}`,
    signal,
  );
  return items;
};

export const requestCategoriesQueryOptions = (type: RequestType) =>
  queryOptions({
    queryKey: lookupKeys.categories(type),
    queryFn: ({ signal }) => getRequestCategories(type, signal),
    staleTime: 10 * 60_000,
  });

export const useRequestCategories = (type: RequestType) => useQuery(requestCategoriesQueryOptions(type));
