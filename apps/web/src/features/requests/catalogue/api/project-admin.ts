import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccountOption,
  ProjectAdminPage,
  ProjectAdminQuery,
  ProjectAdminRow,
  ProjectInput,
} from '@portico/domain/request-catalogue/project-admin';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { api, withQuery, type ChangeOptions } from '../../../../lib/api-client';
import { catalogueAdminKeys, invalidateCatalogue } from './catalogue-admin-keys';

/* The Projects screen's calls (Admins); every change refreshes the form's project picker too. */

const BASE = '/api/admin/projects';
const path = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

export type ProjectAdminParams = Partial<ProjectAdminQuery>;

export const projectsAdminQueryOptions = (params: ProjectAdminParams) =>
  queryOptions({
    queryKey: [...catalogueAdminKeys.projects, 'list', params] as const,
    queryFn: ({ signal }) => api.get<ProjectAdminPage>(withQuery(BASE, params), signal),
    placeholderData: keepPreviousData,
  });

export const useProjectsAdmin = (params: ProjectAdminParams) => useQuery(projectsAdminQueryOptions(params));

export const useProjectAdmin = (id: string) =>
  useQuery({
    queryKey: [...catalogueAdminKeys.projects, 'one', id] as const,
    queryFn: ({ signal }) => api.get<ProjectAdminRow>(path(id), signal),
  });

/** The accounts a project can bill to, for the form's Account choice. */
export const useAccounts = () =>
  useQuery({
    queryKey: [...catalogueAdminKeys.projects, 'accounts'] as const,
    queryFn: ({ signal }) => api.get<{ items: AccountOption[] }>('/api/admin/accounts', signal),
    staleTime: 10 * 60_000,
  });

function useProjectChange<Input, Output>(call: (input: Input, change?: ChangeOptions) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: call,
    onSuccess: () => invalidateCatalogue(queryClient, 'projects'),
  });
}

/** A new project is `POST`ed; an edit is a `PATCH` of every field. */
export const useSaveProject = () =>
  useProjectChange(({ id, values }: { id?: string; values: ProjectInput }, change?: ChangeOptions) =>
    id
      ? api.patch<ProjectAdminRow>(path(id), values, change)
      : api.post<ProjectAdminRow>(BASE, values, change),
  );

/** 409 when requests use it: the answer says to deactivate it instead. */
export const useDeleteProject = () => useProjectChange((id: string) => api.delete<null>(path(id)));
