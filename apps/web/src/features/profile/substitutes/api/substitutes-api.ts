import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  OwnSubstitutionInput,
  SubstitutionInput,
  SubstitutionListQuery,
  SubstitutionPage,
  SubstitutionRow,
} from '@portico/domain/approvals/substitute-schemas';
import { useIdempotentMutation } from '../../../../lib/use-idempotent-mutation';
import { api, withQuery, type ChangeOptions } from '../../../../lib/api-client';

/** Substitute approvers (decision 044): one's own under the profile, everyone's for Admins. */
export const substituteKeys = {
  all: ['substitutes'] as const,
  own: ['substitutes', 'own'] as const,
  admin: (params: object) => ['substitutes', 'admin', params] as const,
};

export const useOwnSubstitutes = () =>
  useQuery({
    queryKey: substituteKeys.own,
    queryFn: ({ signal }) => api.get<SubstitutionRow[]>('/api/profile/substitutes', signal),
  });

const adminQueryOptions = (params: Partial<SubstitutionListQuery>) =>
  queryOptions({
    queryKey: substituteKeys.admin(params),
    queryFn: ({ signal }) => api.get<SubstitutionPage>(withQuery('/api/admin/substitutes', params), signal),
    placeholderData: keepPreviousData,
  });
export const useAdminSubstitutes = (params: Partial<SubstitutionListQuery>) =>
  useQuery(adminQueryOptions(params));

/** Saves a range: one's own, or (with `personId`) anyone's as an Admin. */
const saveSubstitute = (input: OwnSubstitutionInput | SubstitutionInput, change?: ChangeOptions) =>
  'personId' in input
    ? api.post<SubstitutionRow>('/api/admin/substitutes', input, change)
    : api.post<SubstitutionRow>('/api/profile/substitutes', input, change);

const deleteFrom = (base: string) => (id: string, change?: ChangeOptions) =>
  api.delete<null>(`${base}/${encodeURIComponent(id)}`, change);

function useInvalidating<Input, Output>(
  mutationFn: (input: Input, change?: ChangeOptions) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: substituteKeys.all }),
  });
}

export const useSaveSubstitute = () => useInvalidating(saveSubstitute);
export const useDeleteOwnSubstitute = () => useInvalidating(deleteFrom('/api/profile/substitutes'));
export const useDeleteAnySubstitute = () => useInvalidating(deleteFrom('/api/admin/substitutes'));
