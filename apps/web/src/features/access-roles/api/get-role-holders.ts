import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleHolderPage } from '@portico/domain/access-roles/access-role-admin';
import type { AccessRole } from '@portico/domain/identity/roles';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api, withQuery } from '../../../lib/api-client';

export interface RoleHolderParams {
  page: number;
  pageSize: number | 'all';
  sort: string;
  order: SortOrder;
  search: string;
  role?: AccessRole;
}

export const accessRoleKeys = {
  all: ['access-roles'] as const,
  list: (params: RoleHolderParams) => ['access-roles', 'list', params] as const,
};

/** Current employees with their roles, a page at a time (Admins). */
export const roleHoldersQueryOptions = (params: RoleHolderParams) =>
  queryOptions({
    queryKey: accessRoleKeys.list(params),
    queryFn: ({ signal }) => api.get<RoleHolderPage>(withQuery('/api/admin/access-roles', params), signal),
    placeholderData: keepPreviousData,
  });

export const useRoleHolders = (params: RoleHolderParams) => useQuery(roleHoldersQueryOptions(params));
