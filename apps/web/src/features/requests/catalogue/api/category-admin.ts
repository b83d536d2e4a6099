import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CategoryAdminPage,
  CategoryAdminQuery,
  CategoryAdminRow,
  CategoryInput,
} from '@portico/domain/request-catalogue/category-admin';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { api, withQuery, type ChangeOptions } from '../../../../lib/api-client';
import { catalogueAdminKeys, invalidateCatalogue } from './catalogue-admin-keys';

/* The Request Categories screen's calls (Admins); every change refreshes the form's pickers too. */

const BASE = '/api/admin/request-categories';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export type CategoryAdminParams = Partial<CategoryAdminQuery>;

export const categoriesAdminQueryOptions = (params: CategoryAdminParams) =>
  queryOptions({
    queryKey: [...catalogueAdminKeys.categories, 'list', params] as const,
    queryFn: ({ signal }) => api.get<CategoryAdminPage>(withQuery(BASE, params), signal),
    placeholderData: keepPreviousData,
  });

export const useCategoriesAdmin = (params: CategoryAdminParams) =>
  useQuery(categoriesAdminQueryOptions(params));

export const useCategoryAdmin = (id: string) =>
  useQuery({
    queryKey: [...catalogueAdminKeys.categories, 'one', id] as const,
    queryFn: ({ signal }) => api.get<CategoryAdminRow>(path(id), signal),
  });

function useCategoryChange<Input, Output>(call: (input: Input, change?: ChangeOptions) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () => invalidateCatalogue(queryClient, 'categories'),
  });
}

/** A new category is `POST`ed; an edit is a `PATCH` of every field. */
export const useSaveCategory = () =>
  useCategoryChange(({ id, values }: { id?: string; values: CategoryInput }, change?: ChangeOptions) =>
    id
      ? api.patch<CategoryAdminRow>(path(id), values, change)
      : api.post<CategoryAdminRow>(BASE, values, change),
  );

/** 409 when requests use it: the answer says to deactivate it instead. */
export const useDeleteCategory = () => useCategoryChange((id: string) => api.delete<null>(path(id)));
