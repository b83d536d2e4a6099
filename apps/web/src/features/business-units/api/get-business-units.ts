import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { BusinessUnitPage } from '@portico/domain/business-units/business-unit-admin';
import type { SortOrder } from '@portico/domain/shared/list-query';
import { api, withQuery } from '../../../lib/api-client';

export interface BusinessUnitParams {
  page: number;
  pageSize: number | 'all';
  sort: string;
  order: SortOrder;
  search: string;
}

export const businessUnitKeys = {
  all: ['business-units'] as const,
  list: (params: BusinessUnitParams) => ['business-units', 'list', params] as const,
};

/** Business units with their leaders, a page at a time (Admins and HR). */
export const businessUnitsQueryOptions = (params: BusinessUnitParams) =>
  queryOptions({
    queryKey: businessUnitKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<BusinessUnitPage>(withQuery('/api/admin/business-units', params), signal),
    placeholderData: keepPreviousData,
  });

export const useBusinessUnits = (params: BusinessUnitParams) => useQuery(businessUnitsQueryOptions(params));

/**
 * After a change: the list, the audit log, and the org charts (a tab added or gone, a tree
 * rooted elsewhere), which other screens hold under their own keys.
 */
export async function afterBusinessUnitChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: businessUnitKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['audit-log'] }),
    queryClient.invalidateQueries({ queryKey: ['org-charts'] }),
  ]);
}
